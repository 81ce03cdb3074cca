import { Button, Card, Checkbox, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import {
  canSubmitOfd,
  formatTons,
  OFD_MESSAGES,
  type OfdDriver,
  type OfdZoneSummary,
  searchZones,
  totalWeightLabel,
  zonesSummaryFailedMessage,
} from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useOfdZones } from '../api/queries';
import { selectionTotals, toggle } from '../utils/selection';
import { ZoneBadges } from './zone-badges';

/** Search debounce (000 §9). */
const SEARCH_DEBOUNCE_MS = 200;

export interface ZoneListProps {
  hubId: string;
  cutoffMinutes: number;
  /** The "{hour} dispatch" label when route batching is off; null hides it. */
  cutoffLabel: string | null;
  showBatch: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  driver: OfdDriver | null;
  onPickDriver: () => void;
  onOpenZone: (zoneId: string) => void;
  onSubmit: (zones: OfdZoneSummary[]) => void;
  submitLabel: string;
  pollZones: boolean;
}

/** Step 1 (000 §2): search, zones with checkboxes, totals of the selection, driver, submit. */
export function ZoneList(props: ZoneListProps) {
  const { hubId, cutoffMinutes, selected, driver } = props;
  const zones = useOfdZones(hubId, cutoffMinutes, props.pollZones);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = zones.data?.zones ?? [];
  const totals = selectionTotals(list, selected);
  const ready = canSubmitOfd(totals.zoneIds.length, driver?.driverId);
  return (
    <Stack gap="sm">
      <TextInput placeholder={OFD_MESSAGES.searchZone} aria-label={OFD_MESSAGES.searchZone} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {props.cutoffLabel && (
        <Text size="sm" c="dimmed">
          {props.cutoffLabel}
        </Text>
      )}
      <QueryState
        query={zones}
        what="zones"
        errorText={zones.isError ? zonesSummaryFailedMessage(getErrorMessage(zones.error)) : undefined}
        isEmpty={(d) => d.zones.length === 0}
        emptyText={OFD_MESSAGES.noZones}
      >
        {(d) => (
          <Stack gap="xs" aria-label="Zones" role="list">
            {searchZones(d.zones, debounced).map((zone) => (
              <Card key={zone.zoneId} withBorder padding="xs" role="listitem" data-zone={zone.zoneId}>
                <Group wrap="nowrap" gap="sm">
                  <Checkbox
                    size="md"
                    aria-label={`Select zone ${zone.zoneId}`}
                    checked={selected.has(zone.zoneId)}
                    disabled={zone.ofdInProgress}
                    onChange={() => props.onSelectedChange(toggle(selected, zone.zoneId))}
                    styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  />
                  <UnstyledButton style={{ flex: 1 }} mih={44} onClick={() => props.onOpenZone(zone.zoneId)}>
                    <Group justify="space-between" wrap="nowrap">
                      <Stack gap={2}>
                        <Text fw={600}>{zone.zoneId}</Text>
                        <Text size="xs" c="dimmed">
                          {zone.buyerCount} buyers · {formatTons(zone.tonnage)} ton
                        </Text>
                      </Stack>
                      <ZoneBadges zone={zone} showBatch={props.showBatch} />
                    </Group>
                  </UnstyledButton>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      <Card withBorder padding="sm" pos="sticky" bottom={0}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600} size="sm">
              {totalWeightLabel(totals.tons)}
            </Text>
            <Text size="sm">Buyers: {totals.buyers}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {driver ? `Driver: ${driver.name}` : 'No driver selected'}
            </Text>
            <Button variant="light" mih={44} onClick={props.onPickDriver}>
              {driver ? OFD_MESSAGES.reassignDriver : OFD_MESSAGES.selectDriver}
            </Button>
          </Group>
          {ready ? (
            <Button mih={44} fullWidth onClick={() => props.onSubmit(list.filter((z) => selected.has(z.zoneId)))}>
              {props.submitLabel}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              {OFD_MESSAGES.selectionPending}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
