export * from './error';
export * from './idempotency-messages';
export * from './limits';
