import { Combobox, Input, InputBase, useCombobox } from '@mantine/core';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';

/** Empty-list text (spec 002 §8). */
export const DROPDOWN_EMPTY_TEXT = 'No results found';
/** Maximum list height, px (spec 002 §9). */
export const DROPDOWN_MAX_HEIGHT_PX = 300;

/** One choice of a Dropdown. */
export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownProps {
  /** Choices, as options or plain strings; required. */
  data: readonly (DropdownOption | string)[];
  /** Selected value (controlled); null for none; required. */
  value: string | null;
  /** Called with the chosen value and option; required. */
  onChange: (value: string, option: DropdownOption) => void;
  /** Field label; default none. */
  label?: string;
  /** Text shown when nothing is selected; default 'Select'. */
  placeholder?: string;
  /** Placeholder of the search box; default 'Search'. */
  searchPlaceholder?: string;
  /** Text when no choice matches; default 'No results found'. */
  nothingFound?: string;
  /** Maximum list height in px; default 300. */
  maxHeight?: number;
  /** Disables the field; default false. */
  disabled?: boolean;
  /** Opens with the search box focused (a screen that swaps this in on the first tap); default false. */
  defaultOpened?: boolean;
}

const toOption = (o: DropdownOption | string): DropdownOption => (typeof o === 'string' ? { value: o, label: o } : o);

/**
 * Dropdown with a search box: case-insensitive match on the label, 'No results found' when nothing matches,
 * Escape closes, Enter selects the first match (or the one chosen with the arrows); list at most 300 px high.
 */
export function Dropdown({
  data,
  value,
  onChange,
  label,
  placeholder = 'Select',
  searchPlaceholder = 'Search',
  nothingFound = DROPDOWN_EMPTY_TEXT,
  maxHeight = DROPDOWN_MAX_HEIGHT_PX,
  disabled = false,
  defaultOpened = false,
}: DropdownProps) {
  const options = useMemo(() => data.map(toOption), [data]);
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    defaultOpened,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const term = search.trim().toLowerCase();
  const filtered = term ? options.filter((o) => o.label.toLowerCase().includes(term) || o.value.toLowerCase().includes(term)) : options;
  const selected = options.find((o) => o.value === value) ?? null;

  useEffect(() => {
    if (defaultOpened) combobox.focusSearchInput();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Keep the first match highlighted so Enter picks it.
  useEffect(() => {
    if (combobox.dropdownOpened) combobox.selectFirstOption();
  }, [search, combobox.dropdownOpened]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (v: string) => {
    const option = options.find((o) => o.value === v);
    if (option) onChange(option.value, option);
    combobox.closeDropdown();
  };

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Fallback for Enter before the highlight effect ran (fast typists, hardware scanners).
    if (e.key === 'Enter' && combobox.getSelectedOptionIndex() === -1 && filtered[0]) {
      e.preventDefault();
      submit(filtered[0].value);
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} disabled={disabled}>
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          data-dropdown-value={value ?? ''}
        >
          {selected ? selected.label : <Input.Placeholder>{placeholder}</Input.Placeholder>}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={onSearchKeyDown}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
        />
        <Combobox.Options style={{ maxHeight, overflowY: 'auto' }} data-max-height={maxHeight}>
          {filtered.length > 0 ? (
            filtered.map((o) => (
              <Combobox.Option value={o.value} key={o.value} active={o.value === value}>
                {o.label}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{nothingFound}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
