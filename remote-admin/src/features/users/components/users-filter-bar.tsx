import { NativeSelect, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Hub, ROLE_LABELS, ROLES, TEXT_MAX } from '@hub/shared/contracts';
import { useDebouncedCallback } from '@hub/shared/hooks';
import { USER_TEXTS } from '../../../texts';
import { type UsersFilters } from '../utils/users-filters';

export interface UsersFilterBarProps {
  /** The filters applied now; required. */
  filters: UsersFilters;
  /** Receives a change of one or more filters (the search 200 ms after the last keystroke); required. */
  onChange: (change: Partial<Omit<UsersFilters, 'page'>>) => void;
  /** Hubs the hub filter offers (the signed-in user's); default none (only "Any hub"). */
  hubs?: readonly Hub[];
}

const ANY = '';

/**
 * Search (email or name, debounced), role, hub and status. Native selects: the phone's own picker, and none of the
 * combobox code on the list's first paint.
 */
export function UsersFilterBar({ filters, onChange, hubs = [] }: UsersFilterBarProps) {
  const [term, setTerm] = useState(filters.search);
  const search = useDebouncedCallback((t: string) => onChange({ search: t.trim() }));
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={USER_TEXTS.searchLabel}
        placeholder={USER_TEXTS.searchPlaceholder}
        value={term}
        maxLength={TEXT_MAX.search}
        onChange={(e) => {
          setTerm(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NativeSelect
          size="md"
          label={USER_TEXTS.roleFilter}
          value={filters.role ?? ANY}
          data={[{ value: ANY, label: USER_TEXTS.anyRole }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))]}
          onChange={(e) => onChange({ role: (e.currentTarget.value || null) as UsersFilters['role'] })}
        />
        <NativeSelect
          size="md"
          label={USER_TEXTS.hubFilter}
          value={filters.hubId ?? ANY}
          data={[
            { value: ANY, label: USER_TEXTS.anyHub },
            ...hubs.map((h) => ({ value: h.hubOrgUnitId, label: h.hubName })),
            // A hub from the URL the list does not have (yet) stays selectable, so the select never lies.
            ...(filters.hubId && !hubs.some((h) => h.hubOrgUnitId === filters.hubId) ? [{ value: filters.hubId, label: filters.hubId }] : []),
          ]}
          onChange={(e) => onChange({ hubId: e.currentTarget.value || null })}
        />
      </SimpleGrid>
      <SegmentedControl
        fullWidth
        size="md"
        aria-label={USER_TEXTS.statusFilter}
        value={filters.status ?? ANY}
        data={[
          { value: ANY, label: USER_TEXTS.statusAll },
          { value: 'active', label: USER_TEXTS.statusActive },
          { value: 'deactivated', label: USER_TEXTS.statusDeactivated },
        ]}
        onChange={(v) => onChange({ status: (v || null) as UsersFilters['status'] })}
      />
    </Stack>
  );
}
