export * from './files';
export * from './endpoints';
export * from './messages';
