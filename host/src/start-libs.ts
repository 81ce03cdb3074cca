// The first of the shell's two start stages (src/index.ts): the libraries every page starts with and the api client
// with the session, hub and pilot contracts (zod's first use compiles zod itself). Re-exported, not imported for
// effect, so that each is evaluated here, in this task, and the shell's own modules in the next one.
export { createRoot } from 'react-dom/client';
export { BrowserRouter } from 'react-router-dom';
export { QueryClient } from '@tanstack/react-query';
export { createQueryClient, getHubNamesQueryOptions } from '@hub/shared/api';
