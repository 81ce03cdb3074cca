import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type AdminZone, ZONE_QC_STATUS_LABELS, type ZoneQcStatus } from '@hub/shared/contracts';
import { HUB_TEXTS, zoneContents } from '../texts';

/** The zone QC legend's colours (the QC zones screen's, spec 000 §2). */
const QC_COLOURS: Record<ZoneQcStatus, string> = { QC_PENDING: 'orange', QC_COMPLETE: 'green', QC_FAILED: 'red' };

export interface ZoneCardProps {
  /** The zone; required. */
  zone: AdminZone;
  /** Asks to remove it (a fixed zone has no Remove); required. */
  onRemove: (zone: AdminZone) => void;
}

/** One zone: id, type, QC status, route, what it holds, and Remove unless it is one of the hub's fixed zones. */
export function ZoneCard({ zone, onRemove }: ZoneCardProps) {
  return (
    <Paper withBorder p="sm" data-zone={zone.zoneId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {zone.zoneId}
          </Text>
          <Group gap={4}>
            <Badge variant="outline" size="lg" radius="sm" tt="none">
              {zone.zoneType}
            </Badge>
            {zone.fixed && (
              <Badge variant="light" color="gray" size="lg" radius="sm" tt="none">
                {HUB_TEXTS.fixedZone}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge color={QC_COLOURS[zone.qcStatus]} variant="light" size="lg" radius="sm" tt="none">
            {ZONE_QC_STATUS_LABELS[zone.qcStatus]}
          </Badge>
          <Text>{zoneContents(zone.itemCount, zone.toteCount)}</Text>
        </Group>
        {zone.routeName && (
          <Text>
            {HUB_TEXTS.routeName}: {zone.routeName}
          </Text>
        )}
        {!zone.fixed && (
          <Group justify="flex-end">
            <Button variant="light" color="red" h={44} onClick={() => onRemove(zone)} aria-label={`${HUB_TEXTS.remove} ${zone.zoneId}`}>
              {HUB_TEXTS.remove}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
