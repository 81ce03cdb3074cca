export * from './roles';
export * from './session-info';
export * from './guards';
export * from './endpoints';
