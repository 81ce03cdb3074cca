// The root entry re-exports the framework-free parts most callers need; UI lives at @hub/shared/ui.
export * from './contracts';
export * from './api';
export * from './hooks';
