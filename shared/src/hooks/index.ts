export * from './session-store';
export * from './keyboard-wedge';
export * from './duplicate-scan';
export * from './scan-feedback';
export * from './use-debounced-callback';
export * from './remote-views';
