import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FE_LIST_PAGE_SIZE, FE_MESSAGES, type FeStatusFilter, type FieldExecutiveSummary } from '@hub/shared/contracts';
import { QueryState, toast } from '@hub/shared/ui';
import { useFieldExecutives } from '../api/get-field-executives';
import { FeTable } from './fe-table';
import { StatusTabs } from './status-tabs';

export interface FeListPanelProps {
  /** The debounced table search (id, name, phone or PAN, any case); required. */
  search: string;
  /** Opens the edit modal; default none (no Actions column: users without the hub-manager flag). */
  onEdit?: (fe: FieldExecutiveSummary) => void;
  /** Opens the deactivate confirmation; default none (see onEdit). */
  onDeactivate?: (fe: FieldExecutiveSummary) => void;
  /** Rows per page; default FE_LIST_PAGE_SIZE (50). */
  pageSize?: number;
}

/**
 * Status tabs with counts, the table and paging. Filtering and paging happen on the server, so 10,000 FEs cost the
 * phone one page of rows, never the whole list.
 */
export function FeListPanel({ search, onEdit, onDeactivate, pageSize = FE_LIST_PAGE_SIZE }: FeListPanelProps) {
  const [status, setStatus] = useState<FeStatusFilter>('ALL');
  // A new term or tab starts again at page 1 (derived, so no request is ever made for the old page).
  const filterKey = `${status}|${search}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: (p: number) => number) => setPaging({ key: filterKey, page: next(page) });
  const query = useFieldExecutives({ status, search, page, pageSize });
  const data = query.data;

  useEffect(() => {
    if (query.isError) toast.error(FE_MESSAGES.loadFesFailed);
  }, [query.isError]);

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.page * data.pageSize, data.total) : 0;
  // The term the shown rows answer: the previous page stays visible (placeholder) while a new term loads.
  const shownFor = query.isPlaceholderData ? null : search;

  return (
    <Stack gap="sm">
      <StatusTabs value={status} onChange={setStatus} counts={data?.counts} />
      <QueryState query={query} what="field executives" errorText={FE_MESSAGES.loadFesFailed}>
        {(data) => (
          <>
            <FeTable rows={data.items} resultsFor={shownFor} onEdit={onEdit} onDeactivate={onDeactivate} />
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Button h={44} variant="default" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                Previous
              </Button>
              <Text size="sm" c="dimmed" ta="center" aria-live="polite">
                {query.isFetching ? 'Loading…' : data.total === 0 ? '0 of 0' : `${from}–${to} of ${data.total}`}
              </Text>
              <Button h={44} variant="default" disabled={page >= lastPage} onClick={() => setPage((p) => Math.min(lastPage, p + 1))}>
                Next
              </Button>
            </Group>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
