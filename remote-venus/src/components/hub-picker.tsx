import { Input, InputBase } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { getHubNamesQueryOptions } from '@hub/shared/api';

// The searchable dropdown (Combobox, Popover, floating-ui) is most of a monitoring page's weight and most visits
// never change hub: a same-looking closed picker is shown, and the dropdown is fetched on the first tap.
const HubDropdown = lazy(() => import('./hub-dropdown').then((m) => ({ default: m.HubDropdown })));

export interface HubPickerProps {
  value: string | null;
  onChange: (hubId: string) => void;
}

const Chevron = () => (
  <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M4.5 6l3 3 3-3" />
  </svg>
);

function ClosedPicker({ name, onOpen }: { name: string | undefined; onOpen?: () => void }) {
  return (
    <InputBase
      component="button"
      type="button"
      label="Hub"
      pointer
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      onClick={onOpen}
      data-hub-picker="closed"
    >
      {name ?? <Input.Placeholder>Select hub</Input.Placeholder>}
    </InputBase>
  );
}

/**
 * The hub picker (spec 002 §2): a dropdown whose search box ("Enter hub name or id") matches a hub's name or id,
 * case-insensitively; the hub list is the one the shell already cached.
 */
export function HubPicker({ value, onChange }: HubPickerProps) {
  const [wanted, setWanted] = useState(false);
  const hubs = useQuery(getHubNamesQueryOptions());
  const name = hubs.data?.hubNames.find((h) => h.hubOrgUnitId === value)?.hubName ?? value ?? undefined;
  if (!wanted) return <ClosedPicker name={name} onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ClosedPicker name={name} />}>
      <HubDropdown value={value} onChange={onChange} />
    </Suspense>
  );
}
