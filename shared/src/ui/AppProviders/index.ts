export * from './AppProviders';
