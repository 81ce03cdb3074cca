export * from './dev-harness';
