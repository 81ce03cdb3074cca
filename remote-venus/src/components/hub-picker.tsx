import { useQuery } from '@tanstack/react-query';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { VENUS_MESSAGES } from '@hub/shared/contracts';
import { Dropdown } from '@hub/shared/ui';

export interface HubPickerProps {
  value: string | null;
  onChange: (hubId: string) => void;
}

/**
 * The hub picker (spec 002 §2): a dropdown whose search box ("Enter hub name or id") matches a hub's name or id,
 * case-insensitively; the hub list is the one the shell already cached.
 */
export function HubPicker({ value, onChange }: HubPickerProps) {
  const hubs = useQuery(getHubNamesQueryOptions());
  const data = (hubs.data?.hubNames ?? []).map((h) => ({ value: h.hubOrgUnitId, label: h.hubName }));
  return (
    <Dropdown
      label="Hub"
      data={data}
      value={value}
      onChange={(hubId) => onChange(hubId)}
      placeholder={hubs.isError ? 'Hubs could not be loaded' : 'Select hub'}
      searchPlaceholder={VENUS_MESSAGES.hubSearchPlaceholder}
    />
  );
}
