import { MutationCache, QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from './errors';

/** Default duration of a success toast (spec 001 §9: successes 2 s). */
export const SUCCESS_TOAST_MS = 2000;

/**
 * What a mutation says about its own toasts (typed for every `useMutation` through TanStack's Register):
 * - `errorMessage`: the text when the server sends nothing readable (default: the spec's fallback), a function of
 *   the error, or `false` when the screen shows the failure itself (e.g. as an info toast or inline only);
 * - `successMessage`: a success toast (a text or a function of the answer), `successMs` its duration (default 2 s).
 */
export interface MutationMeta extends Record<string, unknown> {
  errorMessage?: string | ((error: unknown) => string) | false;
  successMessage?: string | ((data: unknown) => string);
  successMs?: number;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** Where the query client's one toast path shows texts (the shell passes the toast store of `@hub/shared/ui`). */
export interface Notifier {
  error: (message: string) => void;
  success: (message: string, durationMs: number) => void;
}

/**
 * The product's QueryClient: no refetch on window focus, no retry (spec 000 §9, 002 §7), and one error path for
 * every mutation: a failure is shown through the spec's error helper (message, else errors[0], else a string, else
 * the mutation's fallback) unless its meta opts out; a success toast when its meta names one.
 */
export function createQueryClient(options: { notify?: Notifier } = {}): QueryClient {
  const { notify } = options;
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        // Kept in the outbox (offline): not a failure; the outbox says so, the screen marks the line pending (ADR 010).
        if (!notify || meta?.errorMessage === false || (error as Error).name === 'OutboxQueuedError') return;
        const text = typeof meta?.errorMessage === 'function' ? meta.errorMessage(error) : getErrorMessage(error, meta?.errorMessage);
        notify.error(text);
      },
      onSuccess: (data, _variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (!notify || !message) return;
        notify.success(typeof message === 'function' ? message(data) : message, mutation.meta?.successMs ?? SUCCESS_TOAST_MS);
      },
    }),
    defaultOptions: {
      // Offline (docs/adr/010): a query still asks once (the service worker answers with the last copy it kept,
      // rather than the screen waiting for the network), and a write still runs (the outbox keeps it) instead of
      // pausing until the network is back.
      queries: { refetchOnWindowFocus: false, retry: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Query-key factory, general to specific: keys.all, keys.lists(), keys.list(filters), keys.detail(id).
 * Each area has its own root so invalidations never cross areas. The one style of the client: an area's `keys.ts`
 * spreads this and adds its named keys as literal arrays under the same root (`zones: (hubId) => ['root', 'zones',
 * hubId] as const`); queries, invalidations and outbox replays only ever call the factory (lint refuses a key
 * written as an array anywhere else, eslint.config.mjs).
 */
export function createQueryKeys<R extends string>(root: R) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: (filters: object) => [root, 'list', filters] as const,
    details: () => [root, 'detail'] as const,
    detail: (id: string | number) => [root, 'detail', String(id)] as const,
  };
}
