export * from './error';
