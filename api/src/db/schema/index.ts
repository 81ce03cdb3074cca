export * from './platform';
export * from './hub-ops';
export * from './fleet';
export * from './field-executives';
export * from './monitoring';
export * from './org-support';
export * from './quality-check';
export * from './tote-inscan';
