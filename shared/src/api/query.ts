import { QueryClient } from '@tanstack/react-query';

/** The product's QueryClient: no refetch on window focus, no retry (spec 000 §9, 002 §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Query-key factory, general to specific: keys.all, keys.lists(), keys.list(filters), keys.detail(id).
 * Each area has its own root so invalidations never cross areas.
 */
export function createQueryKeys<R extends string>(root: R) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: (filters: object) => [root, 'list', filters] as const,
    details: () => [root, 'detail'] as const,
    detail: (id: string | number) => [root, 'detail', String(id)] as const,
    custom: <T extends readonly unknown[]>(...parts: T) => [root, ...parts] as const,
  };
}
