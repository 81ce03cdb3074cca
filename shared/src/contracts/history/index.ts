// The item timeline and the manifest activity log (issue 34; docs/areas/history.md).
export * from './history';
export * from './messages';
export * from './endpoints';
