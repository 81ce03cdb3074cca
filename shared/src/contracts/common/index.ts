export * from './error';
export * from './limits';
