// Standalone dev entry (pnpm --filter @hub/remote-hubops dev); the async boundary lets shared modules resolve first.
void import('./bootstrap');
