import { useQuery } from '@tanstack/react-query';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { VENUS_MESSAGES } from '@hub/shared/contracts';
import { Dropdown } from '@hub/shared/ui';

export interface HubDropdownProps {
  value: string | null;
  onChange: (hubId: string) => void;
}

/** The open hub picker: the shared Dropdown, opened with its search box ("Enter hub name or id") focused. */
export function HubDropdown({ value, onChange }: HubDropdownProps) {
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
      defaultOpened
    />
  );
}
