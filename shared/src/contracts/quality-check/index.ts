// Quality check and zone visibility (spec 000 §2-§9): one contract per call, the QC rules, used by the api and remote-hubops.
export * from './values';
export * from './messages';
export * from './qc-rules';
export * from './schemas';
export * from './endpoints';
