export * from './auth';
export * from './endpoints';
