import { ActionIcon, Badge, Button, Card, Checkbox, Collapse, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { formatKg, formatTons, itemsListFailedMessage, OFD_MESSAGES, type OfdDriver, searchDrops } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useZoneDrops, useZoneHead } from '../api/queries';
import { toggle } from '../utils/selection';
import { InProgressBanner } from './in-progress-banner';

export interface ZoneDetailProps {
  hubId: string;
  zoneId: string;
  driver: OfdDriver | null;
  onPickDriver: () => void;
  onBack: () => void;
  /** Asks to send the zone (all buyers: orgUnitIds null) or the selected buyers. */
  onSubmit: (request: { zoneId: string; orgUnitIds: string[] | null; buyers: number }) => void;
}

/** Step 2 (000 §2): one zone's buyers, all selected at first, filtered by name and heaviest first. */
export function ZoneDetail({ hubId, zoneId, driver, onPickDriver, onBack, onSubmit }: ZoneDetailProps) {
  const head = useZoneHead(hubId, zoneId);
  const drops = useZoneDrops(hubId, zoneId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [unselected, setUnselected] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  // Every buyer starts selected; a fresh list (after a refetch) keeps the operator's choices for buyers still there.
  const all = useMemo(() => drops.data?.drops ?? [], [drops.data]);
  useEffect(() => {
    setUnselected((prev) => new Set([...prev].filter((id) => all.some((d) => d.orgUnitId === id))));
  }, [all]);
  const chosen = all.filter((d) => !unselected.has(d.orgUnitId));
  const weight = chosen.reduce((a, d) => a + d.weightKg, 0);
  const whole = chosen.length === all.length;
  const inProgress = head.data?.ofdInProgress ?? false;

  return (
    <Stack gap="sm">
      <Group wrap="nowrap" gap="xs">
        <ActionIcon variant="subtle" size={44} aria-label="Back" onClick={onBack}>
          ←
        </ActionIcon>
        <Stack gap={0}>
          <Title order={2} size="h4">
            {zoneId}
          </Title>
          {head.data && (
            <Text size="sm" c="dimmed">
              {head.data.buyerCount} buyers · {formatTons(head.data.tonnage)} ton
            </Text>
          )}
        </Stack>
      </Group>
      <InProgressBanner hubId={hubId} zoneId={zoneId} />
      <TextInput
        placeholder={OFD_MESSAGES.searchItems}
        aria-label={OFD_MESSAGES.searchItems}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Badge size="lg" variant="light">
          {OFD_MESSAGES.selectedBuyers}: {chosen.length}
        </Badge>
        <Badge size="lg" variant="light">
          {OFD_MESSAGES.selectedWeight}: {formatKg(weight)}
        </Badge>
      </Group>
      <QueryState
        query={drops}
        what="buyers"
        errorText={drops.isError ? itemsListFailedMessage(getErrorMessage(drops.error)) : undefined}
        isEmpty={(d) => d.drops.length === 0}
        emptyText={OFD_MESSAGES.noItems}
      >
        {(d) => (
          <Stack gap="xs" role="list" aria-label="Buyers">
            {searchDrops(d.drops, debounced).map((drop) => {
              const open = expanded.has(drop.orgUnitId);
              return (
                <Card key={drop.orgUnitId} withBorder padding="xs" role="listitem" data-buyer={drop.orgUnitId}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Checkbox
                      size="md"
                      aria-label={`Select buyer ${drop.orgUnitName}`}
                      checked={!unselected.has(drop.orgUnitId)}
                      onChange={() => setUnselected(toggle(unselected, drop.orgUnitId))}
                      styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                    />
                    <UnstyledButton style={{ flex: 1 }} mih={44} aria-expanded={open} onClick={() => setExpanded(toggle(expanded, drop.orgUnitId))}>
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={0}>
                          <Text fw={600} size="sm">
                            {drop.orgUnitName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {drop.address}
                          </Text>
                        </Stack>
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {formatKg(drop.weightKg)}
                        </Text>
                      </Group>
                    </UnstyledButton>
                  </Group>
                  <Collapse expanded={open}>
                    <Stack gap={2} pl={44} pt={4}>
                      {drop.items.map((item) => (
                        <Text key={item.itemId} size="xs">
                          {item.itemTitle} × {item.qty}
                        </Text>
                      ))}
                    </Stack>
                  </Collapse>
                </Card>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <Card withBorder padding="sm" pos="sticky" bottom={0}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {driver ? `Driver: ${driver.name}` : 'No driver selected'}
            </Text>
            <Button variant="light" mih={44} onClick={onPickDriver}>
              {driver ? OFD_MESSAGES.reassignDriver : OFD_MESSAGES.assignDriver}
            </Button>
          </Group>
          {driver && chosen.length > 0 && !inProgress ? (
            <Button mih={44} fullWidth onClick={() => onSubmit({ zoneId, orgUnitIds: whole ? null : chosen.map((c) => c.orgUnitId), buyers: chosen.length })}>
              {whole ? OFD_MESSAGES.markOfdForZone : OFD_MESSAGES.markOfdForSelectedBuyers}
            </Button>
          ) : (
            !inProgress && (
              <Text size="sm" c="dimmed" ta="center">
                {OFD_MESSAGES.selectionPending}
              </Text>
            )
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
