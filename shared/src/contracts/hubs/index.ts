export * from './hubs';
export * from './pilots';
export * from './endpoints';
