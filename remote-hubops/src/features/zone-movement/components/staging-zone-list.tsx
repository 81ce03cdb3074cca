import { Badge, Card, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { startTransition, useMemo, useState } from 'react';
import { type MovementZone, searchZones, ZONE_MOVEMENT_MESSAGES as M, ZONE_MOVEMENT_REFUSALS } from '@hub/shared/contracts';
import { formatCount, formatTonnage } from '@hub/shared/format';
import { PageHeader, QueryState, ScanPipeline, useScanner } from '@hub/shared/ui';
import { useStagingZones } from '../api/get-staging-zones';
import { matchZone } from '../utils/scan-resolution';

/** QC icon of a zone card (000 §2 "a QC icon (complete or failed)"); a pending zone has none. */
const QC_ICON: Record<string, { glyph: string; color: string; label: string } | undefined> = {
  QC_COMPLETE: { glyph: '✓', color: 'green', label: 'QC complete' },
  QC_FAILED: { glyph: '✕', color: 'red', label: 'QC failed' },
};

export interface StagingZoneListProps {
  hubId: string;
  /** Called with the chosen zone (tapped or scanned). */
  onSelect: (zoneId: string) => void;
}

/**
 * Step 1 of zone movement (000 §2): the staging zones as cards (zone id, a progress fill of arrived over expected
 * units, the two-digit "picked / expected", QC icon), a zone search, and a scan that selects the scanned zone.
 */
export function StagingZoneList({ hubId, onSelect }: StagingZoneListProps) {
  const zones = useStagingZones(hubId);
  const [term, setTerm] = useState('');
  const shown = useMemo(() => searchZones(zones.data?.zones ?? [], term), [zones.data, term]);
  const scanner = useScanner({
    onScan: (scan) => {
      const zone = matchZone(scan.value, zones.data?.zones ?? []);
      if (!zone) return { ok: false, message: ZONE_MOVEMENT_REFUSALS.zoneNotFound(scan.value) };
      // The scan's flash renders first; the zone's items (a whole new screen) follow as a transition.
      startTransition(() => onSelect(zone.zoneId));
      return { ok: true };
    },
  });
  return (
    <Stack gap="sm">
      <PageHeader title={M.selectZone} onSearch={setTerm} searchPlaceholder={M.searchZone} onScanClick={() => scanner.open()} />
      <ScanPipeline scanner={scanner} title="Scan zone" />
      <QueryState
        query={zones}
        what="zones"
        errorText={M.loadFailed}
        isEmpty={() => shown.length === 0}
        emptyText={(zones.data?.zones.length ?? 0) === 0 ? M.noZones : 'No zones matching your search.'}
      >
        {() => (
          <Stack gap="xs" role="list" aria-label="Zones">
            {shown.map((z) => (
              <ZoneCard key={z.zoneId} zone={z} onSelect={onSelect} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** One staging zone (000 §3 "Zone (movement)"). */
export function ZoneCard({ zone, onSelect }: { zone: MovementZone; onSelect: (zoneId: string) => void }) {
  const qc = QC_ICON[zone.qcStatus];
  const fill = zone.expectedQty > 0 ? (zone.pickedQty / zone.expectedQty) * 100 : 0;
  return (
    <UnstyledButton role="listitem" onClick={() => onSelect(zone.zoneId)} aria-label={`Zone ${zone.zoneId}`} mih={44} data-zone-card={zone.zoneId}>
      <Card withBorder radius="md" padding="sm">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{zone.zoneId}</Text>
            <Group gap={6} wrap="nowrap">
              <Text fw={700} data-zone-qty>
                {formatCount(zone.pickedQty)} / {formatCount(zone.expectedQty)}
              </Text>
              {qc && (
                <Badge color={qc.color} variant="filled" circle aria-label={qc.label} title={qc.label}>
                  {qc.glyph}
                </Badge>
              )}
            </Group>
          </Group>
          <Progress value={fill} aria-label={`${zone.zoneId} ${zone.pickedQty} of ${zone.expectedQty} units`} />
          <Text size="xs" c="dimmed">
            Items {formatCount(zone.itemCount)} · Buyers {formatCount(zone.buyerCount)} · {formatTonnage(zone.tonnage)} ton
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
