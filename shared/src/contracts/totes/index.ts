// Tote management and segregation setup (spec 001 §2-§9): one contract per call, used by the api and remote-totes.
export * from './messages';
export * from './values';
export * from './tote-codes';
export * from './schemas';
export * from './endpoints';
