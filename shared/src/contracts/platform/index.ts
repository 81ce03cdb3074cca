export * from './route-patterns';
export * from './remote-registry';
