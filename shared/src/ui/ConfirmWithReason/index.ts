export * from './ConfirmWithReason';
