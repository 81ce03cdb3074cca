import { Select, Stack, Text } from '@mantine/core';
import { type Hub } from '@hub/shared/contracts';
import { matchesHub } from '../utils/hub-search';
import { HUB_PICKER_LABEL, HUB_PICKER_PLACEHOLDER } from './hub-picker-texts';

export interface HubSelectProps {
  /** Every hub, in the server's order; required. */
  hubs: readonly Hub[];
  /** The chosen hub's id; null while there is none. */
  value: string | null;
  /** Called with the newly chosen hub's id; required. */
  onChange: (hubId: string) => void;
}

/** The searchable hub picker (name or id, any case); mounted focused with its list open, since a tap asked for it. */
export function HubSelect({ hubs, value, onChange }: HubSelectProps) {
  return (
    <Select
      label={HUB_PICKER_LABEL}
      placeholder={HUB_PICKER_PLACEHOLDER}
      searchable
      autoFocus
      defaultDropdownOpened
      allowDeselect={false}
      nothingFoundMessage="No results found"
      maxDropdownHeight={300}
      data={hubs.map((h) => ({ value: h.hubOrgUnitId, label: h.hubName }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      filter={({ options, search }) => options.filter((o) => 'value' in o && matchesHub({ hubOrgUnitId: o.value, hubName: o.label }, search))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </Stack>
      )}
    />
  );
}
