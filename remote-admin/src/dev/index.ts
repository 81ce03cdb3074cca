// Standalone dev entry (pnpm --filter @hub/remote-admin dev); the async boundary lets shared modules resolve first.
void import('./bootstrap');
