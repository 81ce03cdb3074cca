// Standalone dev entry (pnpm --filter @hub/remote-field-exec dev); the async boundary lets shared modules resolve first.
void import('./bootstrap');
