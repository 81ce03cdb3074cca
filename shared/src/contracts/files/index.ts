export * from './files';
export * from './endpoints';
