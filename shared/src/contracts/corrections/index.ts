export * from './corrections';
