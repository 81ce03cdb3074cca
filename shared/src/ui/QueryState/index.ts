export * from './QueryState';
