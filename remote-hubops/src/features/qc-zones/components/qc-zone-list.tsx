import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { filterQcZones, QC_MESSAGES, ZONE_QC_STATUS_LABELS, ZONE_QC_STATUS_LIST, type QcZone, type ZoneQcStatus } from '@hub/shared/contracts';
import { formatCount } from '@hub/shared/format';
import { PageHeader, QueryState } from '@hub/shared/ui';
import { useQcZones } from '../api/get-qc-zones';

/** Colour of each zone QC status (legend and cards). */
export const ZONE_QC_COLOURS: Record<ZoneQcStatus, string> = { QC_PENDING: 'orange', QC_COMPLETE: 'green', QC_FAILED: 'red' };

const FILTERS = [{ value: 'ALL', label: 'All' }, ...ZONE_QC_STATUS_LIST.map((s) => ({ value: s, label: ZONE_QC_STATUS_LABELS[s] }))];

export interface QcZoneListProps {
  hubId: string;
  /** Page title (Quality check or Zone visibility). */
  title: string;
  /** Called with the chosen zone. */
  onSelect: (zoneId: string) => void;
}

/**
 * The zone list of quality check and zone visibility (000 §2): search by zone id (case-insensitive contains, sorted by
 * id), a filter of All plus the zone QC statuses, the legend, and one card per zone.
 */
export function QcZoneList({ hubId, title, onSelect }: QcZoneListProps) {
  const zones = useQcZones(hubId);
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<ZoneQcStatus | 'ALL'>('ALL');
  const shown = useMemo(() => filterQcZones(zones.data?.zones ?? [], term, status), [zones.data, term, status]);
  return (
    <Stack gap="sm" p="md">
      <PageHeader
        title={title}
        onSearch={setTerm}
        searchPlaceholder="Search zone"
        filters={FILTERS}
        filterValue={status === 'ALL' ? null : status}
        onFilterApply={(v) => setStatus(v as ZoneQcStatus | 'ALL')}
      />
      <Group gap="xs" aria-label="Legend" role="list">
        {ZONE_QC_STATUS_LIST.map((s) => (
          <Badge key={s} role="listitem" color={ZONE_QC_COLOURS[s]} variant="dot" size="lg" style={{ textTransform: 'none' }}>
            {ZONE_QC_STATUS_LABELS[s]}
          </Badge>
        ))}
      </Group>
      <QueryState
        query={zones}
        what="zones"
        errorText={QC_MESSAGES.loadFailed}
        isEmpty={() => shown.length === 0}
        emptyText={(zones.data?.zones.length ?? 0) === 0 ? QC_MESSAGES.noZones : QC_MESSAGES.noZonesMatch}
      >
        {() => (
          <Stack gap="xs" aria-label="Zones" role="list">
            {shown.map((z) => (
              <ZoneCard key={z.zoneId} zone={z} onSelect={onSelect} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ZoneCard({ zone, onSelect }: { zone: QcZone; onSelect: (zoneId: string) => void }) {
  return (
    <UnstyledButton role="listitem" onClick={() => onSelect(zone.zoneId)} aria-label={`Zone ${zone.zoneId}`} mih={44}>
      <Card withBorder radius="md" padding="sm" style={{ borderLeft: `4px solid var(--mantine-color-${ZONE_QC_COLOURS[zone.qcStatus]}-6)` }}>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700}>{zone.zoneId}</Text>
            <Text size="sm" c="dimmed">
              Items {formatCount(zone.itemCount)} · Pending {formatCount(zone.pendingQty)}
            </Text>
          </Stack>
          <Badge color={ZONE_QC_COLOURS[zone.qcStatus]} variant="light" style={{ textTransform: 'none' }}>
            {ZONE_QC_STATUS_LABELS[zone.qcStatus]}
          </Badge>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
