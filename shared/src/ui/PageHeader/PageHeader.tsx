import { ActionIcon, Group, Indicator, Stack, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedCallback } from '../../hooks';
import { FilterIcon, ScanIcon, SearchIcon } from '../Icons';
import { FILTER_PANEL_TITLE } from './filter-panel-title';

export { FILTER_PANEL_TITLE };

// The panel (Drawer: portal, overlay, focus trap, scroll lock, ScrollArea) is fetched on the first tap of the filter
// icon, so a screen's first paint never pays for it.
const FilterDrawer = lazy(() => import('./FilterDrawer').then((m) => ({ default: m.FilterDrawer })));

/** One choice of the header's filter panel. */
export interface PageHeaderFilterOption {
  value: string;
  label: string;
}

export interface PageHeaderProps {
  /** Page title; required. */
  title: ReactNode;
  /** Receives the search text 200 ms after the last keystroke; the search box shows only when given; default none. */
  onSearch?: (term: string) => void;
  /** Placeholder of the search box; default 'Search'. */
  searchPlaceholder?: string;
  /** Choices of the filter panel; the filter icon shows only when given; default none. */
  filters?: readonly PageHeaderFilterOption[];
  /** The applied filter value; default null. */
  filterValue?: string | null;
  /** Called with the chosen value on Apply; default none. */
  onFilterApply?: (value: string) => void;
  /** Opens the screen's scan dialog; the scan icon shows only when given; default none. */
  onScanClick?: () => void;
  /** Extra controls at the end of the title row; default none. */
  actions?: ReactNode;
}

/**
 * Page header: title, a search box debounced by 200 ms, a filter icon opening a panel ('Select Filter', a radio
 * list, Cancel and Apply) and a scan icon.
 */
export function PageHeader({
  title,
  onSearch,
  searchPlaceholder = 'Search',
  filters,
  filterValue = null,
  onFilterApply,
  onScanClick,
  actions,
}: PageHeaderProps) {
  const [term, setTerm] = useState('');
  const debouncedSearch = useDebouncedCallback((t: string) => onSearch?.(t), SEARCH_DEBOUNCE_MS);
  const [filterOpen, setFilterOpen] = useState(false);
  const [filterWanted, setFilterWanted] = useState(false);
  const [draft, setDraft] = useState<string | null>(filterValue);
  useEffect(() => {
    if (filterOpen) setDraft(filterValue);
  }, [filterOpen, filterValue]);

  return (
    <Stack gap="xs" data-page-header>
      {/* Wraps the actions below the title on a narrow phone instead of breaking the title mid-word. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} style={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'break-word' }}>
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {actions}
          {filters && filters.length > 0 && (
            <Indicator disabled={!filterValue} size={10} offset={8}>
              <ActionIcon
                variant="subtle"
                size={44}
                aria-label="Filter"
                onClick={() => {
                  setFilterWanted(true);
                  setFilterOpen(true);
                }}
              >
                <FilterIcon />
              </ActionIcon>
            </Indicator>
          )}
          {onScanClick && (
            <ActionIcon variant="filled" size={44} aria-label="Scan" onClick={onScanClick}>
              <ScanIcon />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {onSearch && (
        <TextInput
          type="search"
          value={term}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          leftSection={<SearchIcon size={18} />}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            debouncedSearch(e.currentTarget.value);
          }}
        />
      )}
      {filters && filterWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={filterOpen}
            onClose={() => setFilterOpen(false)}
            filters={filters}
            draft={draft}
            onDraftChange={setDraft}
            onApply={(value) => onFilterApply?.(value)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
