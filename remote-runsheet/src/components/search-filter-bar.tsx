import { Group, Select, TextInput } from '@mantine/core';
import { SearchIcon } from '@hub/shared/ui';

export interface SearchFilterBarProps<F extends string> {
  /** The search text; required. */
  term: string;
  /** New search text; required. */
  onTermChange: (term: string) => void;
  /** The search box's placeholder and name (the spec's text, e.g. "Search Items"); required. */
  placeholder: string;
  /** The status filters, "All" first; required. */
  filters: readonly F[];
  /** The chosen filter; required. */
  filter: F;
  /** A new filter; required. */
  onFilterChange: (filter: F) => void;
  /** The filter's accessible name; required. */
  filterLabel: string;
  /** The filter's width in px; default 130. */
  filterWidth?: number;
}

/** The search box and status filter every runsheet step's list starts with (spec 001 §2: search and a status filter). */
export function SearchFilterBar<F extends string>({
  term,
  onTermChange,
  placeholder,
  filters,
  filter,
  onFilterChange,
  filterLabel,
  filterWidth = 130,
}: SearchFilterBarProps<F>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        type="search"
        value={term}
        onChange={(e) => onTermChange(e.currentTarget.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        leftSection={<SearchIcon size={18} />}
      />
      <Select
        aria-label={filterLabel}
        w={filterWidth}
        data={[...filters]}
        value={filter}
        onChange={(v) => onFilterChange((v as F | null) ?? filters[0]!)}
        allowDeselect={false}
      />
    </Group>
  );
}
