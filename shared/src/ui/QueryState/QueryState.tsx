import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { getErrorMessage } from '../../api';

/** The parts of a React Query result QueryState reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
}

export interface QueryStateProps<T> {
  /** The query (useQuery's result); required. */
  query: QueryLike<T>;
  /** What the content is called, for the loader's accessible label ("Loading {what}"); default 'data'. */
  what?: string;
  /** The error view's text; default the error helper on the error (the server's message, else the spec's fallback). */
  errorText?: string;
  /** The error view's title above the text (the spec's "Error in fetching ..." views); default none. */
  errorTitle?: string;
  /** When true for the data, `emptyText` shows instead of the content; default never empty. */
  isEmpty?: (data: T) => boolean;
  /** Text of the empty state; default 'Nothing to show.'. */
  emptyText?: string;
  /** The content, given the data; required. */
  children: (data: T) => ReactNode;
}

/**
 * The three states every screen must have besides its content: loading (a labelled loader), error (the text and a
 * Retry that refetches) and empty (a text). A screen passes its query and the spec's texts; nothing is hand-rolled.
 * Data already on hand (a previous page, an earlier answer) stays on screen when a refetch fails.
 */
export function QueryState<T>({ query, what = 'data', errorText, errorTitle, isEmpty, emptyText = 'Nothing to show.', children }: QueryStateProps<T>) {
  // Data on hand is shown even when a refetch failed (the failure is toasted elsewhere): stale beats blank.
  if (query.data === undefined && !query.isError) {
    return (
      <Center p="lg">
        <Loader role="status" aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  if (query.data === undefined) {
    return (
      <Stack gap="xs" p="md" align="flex-start">
        <Alert color="red" role="alert" w="100%" title={errorTitle}>
          {errorText ?? getErrorMessage(query.error)}
        </Alert>
        <Button variant="default" h={44} loading={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" ta="center" p="lg" data-empty>
        {emptyText}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
