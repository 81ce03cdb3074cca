import { Alert, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { type Hub } from '@hub/shared/contracts';
import { USER_HINTS, USER_TEXTS } from '../../../texts';

export interface HubsFieldProps {
  /** Works in every hub; required. */
  allHubs: boolean;
  /** The hubs chosen among `options` (the viewer's own); required. */
  hubs: readonly string[];
  /** Receives the new choice; required. */
  onChange: (next: { allHubs: boolean; hubs: string[] }) => void;
  /** The hubs the viewer may assign (GET /hub/hubNames: exactly theirs); required. */
  options: readonly Hub[];
  /** The "All hubs" switch shows (only an admin gives it); required. */
  canGiveAllHubs: boolean;
  /** The user's hubs the viewer does not work in: kept as they are, named under the field; default none. */
  otherHubs?: readonly string[];
  /** Everything off (saving, or a change the viewer may not make); default false. */
  disabled?: boolean;
  /** Why everything is off, said above the field; default none. */
  lockedReason?: string | null;
  /** Error under the field; default none. */
  error?: string;
}

// A 44 px row (the label is the touch target); the hint at body size (16 px), not Mantine's smaller description.
const switchStyles = {
  body: { alignItems: 'center' },
  label: { minHeight: 44, display: 'flex', alignItems: 'center' },
  description: { fontSize: 'var(--mantine-font-size-md)' },
} as const;

/**
 * The hubs a user works in: "All hubs" (admins only) or a searchable multi-select of the viewer's hubs. Hubs outside
 * the viewer's are listed in words and sent back unchanged.
 */
export function HubsField({ allHubs, hubs, onChange, options, canGiveAllHubs, otherHubs = [], disabled = false, lockedReason, error }: HubsFieldProps) {
  const off = disabled || Boolean(lockedReason);
  return (
    <Stack gap="xs">
      {lockedReason && (
        <Alert color="gray" variant="light">
          {lockedReason}
        </Alert>
      )}
      {canGiveAllHubs && (
        <Switch
          size="md"
          label={USER_TEXTS.allHubs}
          description={USER_TEXTS.allHubsHint}
          checked={allHubs}
          disabled={off}
          onChange={(e) => onChange({ allHubs: e.currentTarget.checked, hubs: [...hubs] })}
          styles={switchStyles}
        />
      )}
      {allHubs && !canGiveAllHubs ? (
        <Text>{USER_TEXTS.allHubs}</Text>
      ) : (
        <MultiSelect
          size="md"
          label={USER_TEXTS.hubs}
          placeholder={hubs.length === 0 ? USER_TEXTS.hubsPlaceholder : undefined}
          data={options.map((h) => ({ value: h.hubOrgUnitId, label: `${h.hubName} (${h.hubOrgUnitId})` }))}
          value={[...hubs]}
          onChange={(v) => onChange({ allHubs, hubs: v })}
          disabled={off || allHubs}
          searchable
          clearable
          nothingFoundMessage={USER_TEXTS.noHubs}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {otherHubs.length > 0 && <Text c="dimmed">{USER_HINTS.otherHubs(otherHubs)}</Text>}
    </Stack>
  );
}
