// Runsheet close (spec 001 §2-§9): one contract per call, the texts, and the scan/close rules both sides use.
export * from './messages';
export * from './runsheet';
export * from './rules';
export * from './endpoints';
