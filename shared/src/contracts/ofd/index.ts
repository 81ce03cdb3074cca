// Mark OFD, Generate LM Manifest and route batch management (spec 000 §2-§9): contracts, texts and shared rules.
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './endpoints';
