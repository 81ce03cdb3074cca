import { Center, Loader, Stack } from '@mantine/core';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { type ItemSummary } from '@hub/shared/contracts';
import { QueryState, type QueryStateProps } from '@hub/shared/ui';
import { ItemDetailHeader } from './item-detail-header';

export interface ItemDetailStateProps<T> extends Pick<QueryStateProps<T>, 'query' | 'errorText'> {
  /** The key prefix of the item lists that may hold the item's row (every view of them); required. */
  listKey: QueryKey;
  /** The item opened; required. */
  itemId: string;
  /** The detail, given the data; required. */
  children: (data: T) => ReactNode;
}

/**
 * The item detail's states: while the detail loads, the item's row from a list already on hand shows its header (a
 * scan that opens the item gives visible feedback within a frame, not a round trip later); otherwise, and on error,
 * the usual QueryState. Inward and zone movement open items this way.
 */
export function ItemDetailState<T>({ query, errorText, listKey, itemId, children }: ItemDetailStateProps<T>) {
  const queryClient = useQueryClient();
  const row =
    query.data === undefined && !query.isError
      ? queryClient
          .getQueriesData<{ items: ItemSummary[] }>({ queryKey: listKey })
          .flatMap(([, d]) => d?.items ?? [])
          .find((i) => i.itemId === itemId)
      : undefined;
  if (row)
    return (
      <Stack gap="sm" pb={80}>
        <ItemDetailHeader item={row} kind="picked" doneLabel="Picked" />
        <Center p="md">
          <Loader role="status" aria-label="Loading item" />
        </Center>
      </Stack>
    );
  return (
    <QueryState query={query} what="item" errorText={errorText}>
      {children}
    </QueryState>
  );
}
