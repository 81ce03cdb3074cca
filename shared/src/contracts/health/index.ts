export * from './health';
export * from './endpoints';
