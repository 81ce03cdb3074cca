// The admin area (docs/adr/013): users, roles, hubs of users, deactivation, the audit log.
export * from './messages';
export * from './users';
export * from './users-endpoints';
export * from './audit';
export * from './audit-messages';
export * from './audit-diff';
export * from './audit-endpoints';
export * from './hubs';
export * from './hubs-endpoints';
export * from './reasons';
export * from './reasons-endpoints';
