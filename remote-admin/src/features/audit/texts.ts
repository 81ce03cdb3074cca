// Texts only the audit screens say. The empty and failure texts are the area's (ADMIN_MESSAGES, AUDIT_MESSAGES of
// @hub/shared/contracts), and so are the names of who wrote (AUDIT_ACTOR_KIND_LABELS).

/** Labels of the audit log screens. */
export const AUDIT_TEXTS = {
  auditTitle: 'Audit log',
  filters: 'Filters',
  entityType: 'Entity type',
  entityTypePlaceholder: 'For example user, hub, items, runsheets',
  entityId: 'Entity id',
  itemId: 'Item id',
  itemIdHint: 'Every change about one item.',
  actorUserId: 'User id',
  actorUserIdHint: 'The id of the person who made the change.',
  actorKind: 'Made by',
  anyActorKind: 'Anyone',
  operation: 'Operation',
  operationHint: 'The call that made the change, e.g. setUserRoles.',
  hub: 'Hub',
  anyHub: 'Any hub',
  from: 'From',
  to: 'To',
  pickDate: 'Pick a date',
  apply: 'Apply filters',
  clear: 'Clear',
  loadMore: 'Load more',
  noChangedValues: 'No values changed.',
  before: 'Before',
  after: 'After',
  changes: 'Changes',
  empty: '—',
  export: 'Export',
  exportXlsx: 'Excel (.xlsx)',
  exportCsv: 'CSV',
} as const;

/** "Filters (2)": how many filters are on, on the toggle that shows them. */
export const filtersToggle = (on: number) => (on ? `${AUDIT_TEXTS.filters} (${on})` : AUDIT_TEXTS.filters);
/** Who made a change, as an entry's line under its title starts: "by admin@demo.hub". */
export const byWhom = (who: string) => `by ${who}`;
/** The call that wrote an entry: "via setUserRoles". */
export const viaOperation = (operation: string) => `via ${operation}`;
/** The item an entry is about: "item 1234567890ABCD". */
export const aboutItem = (itemId: string) => `item ${itemId}`;
