export * from './auth';
export * from './endpoints';
export * from './messages';
