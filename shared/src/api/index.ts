export * from './errors';
export * from './client';
export * from './query';
export * from './session';
export * from './upload';
