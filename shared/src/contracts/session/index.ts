export * from './roles';
export * from './session-info';
