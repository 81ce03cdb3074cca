// Texts only the audit screens say. The empty and failure texts are the area's (ADMIN_MESSAGES of @hub/shared/contracts).

/** Labels of the audit log screens. */
export const AUDIT_TEXTS = {
  auditTitle: 'Audit log',
  filters: 'Filters',
  entityType: 'Entity type',
  entityTypePlaceholder: 'For example user, hub, zone',
  entityId: 'Entity id',
  actorUserId: 'User id',
  actorUserIdHint: 'The id of the person who made the change.',
  hub: 'Hub',
  anyHub: 'Any hub',
  from: 'From',
  to: 'To',
  pickDate: 'Pick a date',
  apply: 'Apply filters',
  clear: 'Clear',
  loadMore: 'Load more',
  system: 'System',
  noChangedValues: 'No values changed.',
  before: 'Before',
  after: 'After',
  changes: 'Changes',
  empty: '—',
} as const;

/** "Filters (2)": how many filters are on, on the toggle that shows them. */
export const filtersToggle = (on: number) => (on ? `${AUDIT_TEXTS.filters} (${on})` : AUDIT_TEXTS.filters);
/** Who made a change, as an entry's line under its title starts: "by admin@demo.hub". */
export const byWhom = (who: string) => `by ${who}`;
