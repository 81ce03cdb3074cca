export * from './AppProviders';
export * from './use-on-demand';
