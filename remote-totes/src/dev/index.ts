// Standalone dev entry (pnpm --filter @hub/remote-totes dev); the async boundary lets shared modules resolve first.
void import('./bootstrap');
