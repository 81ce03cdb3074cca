export * from './hubs';
export * from './pilots';
