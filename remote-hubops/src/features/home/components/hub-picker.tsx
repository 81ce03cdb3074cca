import { ComboboxChevron, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { type Hub } from '@hub/shared/contracts';
import { HUB_PICKER_LABEL, HUB_PICKER_PLACEHOLDER } from './hub-picker-texts';

// Mantine's searchable Select (Combobox, Popover, floating-ui, ScrollArea: ~25 kB gzip) is most of the Hub Ops
// home's weight, and most visits never change hub: it is fetched on the first focus or tap of the picker.
const HubSelect = lazy(() => import('./hub-select').then((m) => ({ default: m.HubSelect })));

export interface HubPickerProps {
  /** Every hub, in the server's order; required. */
  hubs: readonly Hub[];
  /** The chosen hub; undefined while there is none. */
  value: Hub | undefined;
  /** Called with the newly chosen hub's id; required. */
  onChange: (hubId: string) => void;
}

/** The closed picker: looks like the Select and shows the chosen hub; any focus or tap swaps the Select in. */
function ClosedPicker({ hub, onOpen }: { hub: Hub | undefined; onOpen?: () => void }) {
  return (
    <TextInput
      label={HUB_PICKER_LABEL}
      placeholder={HUB_PICKER_PLACEHOLDER}
      value={hub?.hubName ?? ''}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onFocus={onOpen}
      onPointerDown={onOpen}
      data-hub-picker="closed"
    />
  );
}

/** Hub Ops home's hub picker (search by name or id, case-insensitive). */
export function HubPicker({ hubs, value, onChange }: HubPickerProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <ClosedPicker hub={value} onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ClosedPicker hub={value} />}>
      <HubSelect hubs={hubs} value={value?.hubOrgUnitId ?? null} onChange={onChange} />
    </Suspense>
  );
}
