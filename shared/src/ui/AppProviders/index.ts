export * from './AppProviders';
export * from './when-online';
