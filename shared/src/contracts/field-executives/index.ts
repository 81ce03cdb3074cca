// Field executives and hub assignment (spec 001 §3, §5, §7): one contract per call, used by the api and the remote.
export * from './messages';
export * from './identifier';
export * from './field-executives';
export * from './masking';
export * from './fe-hub';
export * from './endpoints';
