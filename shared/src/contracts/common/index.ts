export * from './error';
export * from './idempotency-messages';
export * from './limits';
export * from './messages';
export * from './values';
