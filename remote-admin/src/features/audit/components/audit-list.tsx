import { Alert, Button, Group, Stack } from '@mantine/core';
import { getErrorMessage } from '@hub/shared/api';
import { ADMIN_AUDIT_LIMIT, ADMIN_MESSAGES } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useAuditPages } from '../api/get-audit';
import { AUDIT_TEXTS } from '../texts';
import { type AuditFilters } from '../utils/audit-filters';
import { AuditEntryCard } from './audit-entry-card';

export interface AuditListProps {
  /** What to show (entity, actor, hub, time; epoch ms); required (`{}`: everything the caller may read). */
  filters: AuditFilters;
  /** Entries per page; default ADMIN_AUDIT_LIMIT (50). */
  pageSize?: number;
  /** Offers "Load more" while older entries exist; default true (false: the first page only, e.g. "recent changes"). */
  paged?: boolean;
  /** Text when nothing matches; default ADMIN_MESSAGES.noAuditEntries. */
  emptyText?: string;
}

/**
 * The audit log, newest first: one card per entry (who, when, action, entity, the values it changed) and "Load more"
 * for older entries. A refusal (a hub not the caller's, From after To) shows in the server's words.
 */
export function AuditList({ filters, pageSize = ADMIN_AUDIT_LIMIT, paged = true, emptyText = ADMIN_MESSAGES.noAuditEntries }: AuditListProps) {
  const pages = useAuditPages(filters, pageSize);
  const entries = pages.data?.pages.flatMap((p) => p.entries);
  // QueryState reads a plain list; a failed "Load more" keeps the entries on hand and says so under them.
  const query = {
    data: entries,
    isError: pages.isError && !pages.isFetchNextPageError,
    error: pages.error,
    refetch: pages.refetch,
    isFetching: pages.isFetching,
  };
  return (
    <QueryState
      query={query}
      what="audit entries"
      errorText={getErrorMessage(pages.error, ADMIN_MESSAGES.loadAuditFailed)}
      isEmpty={(d) => d.length === 0}
      emptyText={emptyText}
    >
      {(list) => (
        <Stack gap="xs">
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={AUDIT_TEXTS.auditTitle} aria-busy={pages.isFetching}>
            {list.map((e) => (
              <AuditEntryCard key={e.id} entry={e} />
            ))}
          </Stack>
          {pages.isFetchNextPageError && (
            <Alert color="red" role="alert">
              {getErrorMessage(pages.error, ADMIN_MESSAGES.loadAuditFailed)}
            </Alert>
          )}
          {paged && pages.hasNextPage && (
            <Group justify="center">
              <Button h={44} variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {AUDIT_TEXTS.loadMore}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
