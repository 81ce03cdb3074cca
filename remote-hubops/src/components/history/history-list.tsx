import { Button, Divider, Stack, Text } from '@mantine/core';
import { HISTORY_MESSAGES, type HistoryLine } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { HistoryLineView } from './history-line';

/** The parts of an infinite query of history pages the list reads. */
export interface HistoryPagesQuery {
  data: { pages: ReadonlyArray<{ lines: readonly HistoryLine[] }> } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface HistoryListProps {
  /** The pages (useItemHistory / useManifestActivity); required. */
  query: HistoryPagesQuery;
  /** Text when there is no line; default HISTORY_MESSAGES.empty. */
  emptyText?: string;
  /** Names the item on each line (a shipment's timeline, a manifest's log); default false. */
  showItem?: boolean;
  /** The list's accessible name; default 'History'. */
  label?: string;
}

/**
 * A timeline's lines, newest first, a page (100 lines) at a time: "Load older" asks for the next page, so a long
 * history never renders thousands of rows at once. Loading, error (the server's words, e.g. "Item or shipment X not
 * found at this hub", with Retry) and empty states come from QueryState.
 */
export function HistoryList({ query, emptyText = HISTORY_MESSAGES.empty, showItem = false, label = 'History' }: HistoryListProps) {
  const lines = query.data?.pages.flatMap((p) => p.lines);
  return (
    <QueryState query={{ ...query, data: lines }} what="history" isEmpty={(d) => d.length === 0} emptyText={emptyText}>
      {(rows) => (
        <Stack gap={0}>
          {/* Only the lines are the list (a list holds list items only); its paging sits after it. */}
          <Stack gap={0} aria-label={label} role="list">
            {rows.map((l, i) => (
              // The divider inside the item: a list holds list items only.
              <div role="listitem" key={l.id}>
                {i > 0 && <Divider />}
                <HistoryLineView line={l} showItem={showItem} />
              </div>
            ))}
          </Stack>
          {query.hasNextPage ? (
            <Button variant="default" h={44} mt="sm" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {HISTORY_MESSAGES.loadOlder}
            </Button>
          ) : (
            <Text size="xs" c="dimmed" ta="center" mt="sm">
              {HISTORY_MESSAGES.end}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
