// Standalone dev entry (pnpm --filter @hub/remote-venus dev); the async boundary lets shared modules resolve first.
void import('./bootstrap');
