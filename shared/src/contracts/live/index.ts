export * from './live';
export * from './endpoints';
