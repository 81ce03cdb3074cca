export * from './endpoint';
export * from './bounds';
