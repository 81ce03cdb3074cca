import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { searchZones, TOTE_MERGE_MESSAGES } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { PageHeader, QueryState } from '@hub/shared/ui';
import { mergeKeys } from '../api/keys';
import { useMergeZones } from '../api/merge-totes';

export interface MergeZoneListProps {
  hubId: string;
  /** Called with the chosen zone. */
  onSelect: (zoneId: string) => void;
}

/** Step 1 of tote merging (000 §2): the qualified zones, "Search zone" (case-insensitive on the id, sorted by id), tote counts. */
export function MergeZoneList({ hubId, onSelect }: MergeZoneListProps) {
  const zones = useMergeZones(hubId);
  // Live progress (docs/adr/010): any zone's totes changing may add or remove a zone here.
  useLiveQueries(hubId, [{ e: 'zone', queryKey: mergeKeys.zones(hubId) }]);
  const [term, setTerm] = useState('');
  const shown = useMemo(() => searchZones(zones.data?.zones ?? [], term), [zones.data, term]);
  return (
    <Stack gap="sm" p="md">
      <PageHeader title={TOTE_MERGE_MESSAGES.title} searchPlaceholder={TOTE_MERGE_MESSAGES.searchZone} onSearch={setTerm} />
      <Text size="sm" c="dimmed">
        {TOTE_MERGE_MESSAGES.zonesSubtitle}
      </Text>
      <QueryState
        query={zones}
        what="zones"
        errorText={TOTE_MERGE_MESSAGES.loadFailed}
        isEmpty={() => shown.length === 0}
        emptyText={TOTE_MERGE_MESSAGES.noZones}
      >
        {() => (
          <Stack gap="xs" role="list" aria-label="Zones">
            {shown.map((z) => (
              <UnstyledButton
                key={z.zoneId}
                role="listitem"
                mih={44}
                onClick={() => onSelect(z.zoneId)}
                aria-label={`Zone ${z.zoneId}`}
                data-merge-zone={z.zoneId}
              >
                <Card withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{z.zoneId}</Text>
                    <Text size="sm">
                      {z.toteCount} {z.toteCount === 1 ? 'tote' : 'totes'}
                    </Text>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
