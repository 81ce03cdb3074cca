export * from './hubs';
export * from './pilots';
export * from './endpoints';
export * from './hub-scope';
