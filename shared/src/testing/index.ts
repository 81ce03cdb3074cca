// Test helpers for every package's component tests (jest + Testing Library); never imported by app code.
export * from './fixtures';
export * from './render-with-providers';
export * from './mock-endpoints';
export * from './wedge';
