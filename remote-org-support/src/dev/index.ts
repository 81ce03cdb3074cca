// Standalone dev entry (pnpm --filter @hub/remote-org-support dev); the async boundary lets shared modules resolve first.
void import('./bootstrap');
