import '@mantine/spotlight/styles.css';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_QUERY_MIN } from '@hub/shared/contracts';
import { getErrorMessage } from '@hub/shared/api';
import { startOfDayMs } from '@hub/shared/format';
import { SEARCH_DEBOUNCE_MS } from '@hub/shared/hooks';
import { DATE_PARAM, parseDateParam } from '@hub/shared/ui';
import { useGlobalSearch } from '../api/search';
import { ENTITY_LABELS, enterIndex } from '../utils/keyboard';

/** Marked when the debounced query changes: `pnpm bench:venus` times debounce-to-results from it. */
export const GLOBAL_SEARCH_DEBOUNCED_MARK = 'global-search-debounced';

export interface GlobalSearchProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The global search palette (spec 002 §2, §5), Mantine Spotlight: the shell opens it with Ctrl+K / Meta+K on every
 * route; Escape closes; arrows move; Enter opens the selected result or the first; the query is debounced 200 ms.
 * Results of the day in the URL's `date`, else of today, link into the timeline (or the org view): the call always
 * names its day in `date_epoch` (spec 002 §7 "query, date_epoch"), the start of the local day.
 */
export function GlobalSearch({ opened, onClose }: GlobalSearchProps) {
  const [[store, actions]] = useState(createSpotlight);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dateMs = parseDateParam(params.get(DATE_PARAM)) ?? startOfDayMs();
  const search = useGlobalSearch(debounced, dateMs);
  const results = debounced.trim().length >= SEARCH_QUERY_MIN ? (search.data?.results ?? []) : [];

  useEffect(() => {
    // Not every runtime has User Timing (jsdom's performance may lack it): a missing mark must not break the search.
    if (debounced.trim().length >= SEARCH_QUERY_MIN && typeof performance.mark === 'function') performance.mark(GLOBAL_SEARCH_DEBOUNCED_MARK);
  }, [debounced]);
  // Which query the shown results answer (empty while earlier results stand in): tests and the bench wait on it.
  const resultsFor = search.data && !search.isPlaceholderData ? debounced.trim() : '';

  useEffect(() => {
    if (opened) actions.open();
    else actions.close();
  }, [opened, actions]);

  const open = (href: string) => {
    actions.close();
    onClose();
    void navigate(href);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.code !== 'Enter' && e.nativeEvent.code !== 'NumpadEnter' && e.key !== 'Enter') return;
    // Spotlight clicks the selected action after this handler; with none selected, Enter opens the first result.
    const list = e.currentTarget.closest('[role="dialog"], .mantine-Modal-content') ?? document;
    if (list.querySelector('[data-action][data-selected]')) return;
    const i = enterIndex(-1, results.length);
    if (i >= 0) open(results[i]!.href);
  };

  const short = query.trim().length < SEARCH_QUERY_MIN;
  return (
    <Spotlight.Root store={store} shortcut={null} query={query} onQueryChange={setQuery} onSpotlightClose={onClose} scrollable maxHeight="60vh">
      <Spotlight.Search placeholder="Search orders, vehicles, buyers, drivers" aria-label="Global search" onKeyDown={onKeyDown} maxLength={64} />
      <Spotlight.ActionsList aria-label="Search results" data-results-for={resultsFor}>
        {results.map((r) => (
          <Spotlight.Action key={`${r.entityType}-${r.href}-${r.title}`} onClick={() => open(r.href)} data-entity-type={r.entityType}>
            <Group wrap="nowrap" gap="sm" w="100%">
              <Badge variant="light" size="sm" w={72} style={{ flexShrink: 0, textTransform: 'none' }}>
                {ENTITY_LABELS[r.entityType]}
              </Badge>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {r.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {r.description}
                </Text>
              </div>
            </Group>
          </Spotlight.Action>
        ))}
        {results.length === 0 && (
          <Spotlight.Empty>
            {short ? (
              `Type at least ${SEARCH_QUERY_MIN} characters`
            ) : search.isError ? (
              getErrorMessage(search.error)
            ) : search.isFetching || debounced !== query ? (
              <Loader size="sm" role="status" aria-label="Searching" />
            ) : (
              'No results found'
            )}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
