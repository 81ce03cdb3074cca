// Design-system pieces built on Mantine. One folder per component.
export * from './theme';
export * from './AppProviders';
