// Texts only the reason-list screen says. What the server also says (refusals, the toast, the failure text) is in
// ADMIN_REASON_MESSAGES of @hub/shared/contracts, written once there.

/** Labels, titles and hints of the reason-list screen. */
export const REASON_TEXTS = {
  title: 'Reason lists',
  intro: 'The reasons each flow offers in its pickers. A reason switched off is no longer offered, and the server refuses it.',
  fixedBadge: 'Codes fixed by the spec',
  fixedHint: 'The spec fixes the codes of this list: you can rename an entry or switch it off, not add or remove one.',
  defaultBadge: 'Defaults',
  defaultHint: 'This list still has its defaults: saving it stores it as yours.',
  label: 'Label',
  code: 'Code',
  codeHint: 'Capital letters, digits and underscores. It never changes once saved.',
  offered: 'Offered',
  addEntry: 'Add entry',
  save: 'Save list',
  undo: 'Undo changes',
  adminOnly: 'Only an admin can change the reason lists.',
} as const;

/** Accessible names of one entry's controls (the label says which entry). */
export const entryControl = {
  label: (n: number) => `Label of entry ${n}`,
  code: (n: number) => `Code of entry ${n}`,
  offered: (label: string) => `Offer "${label}"`,
  up: (label: string) => `Move "${label}" up`,
  down: (label: string) => `Move "${label}" down`,
  remove: (label: string) => `Remove new entry "${label}"`,
} as const;
