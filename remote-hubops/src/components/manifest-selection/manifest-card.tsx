import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type Manifest } from '@hub/shared/contracts';
import { StatusBadge } from '@hub/shared/ui';
import { formatCreatedOn } from '../../lib/flow';

export interface ManifestCardProps {
  /** The manifest; required. */
  manifest: Manifest;
  /** Called when the card is chosen; required. */
  onSelect: (manifest: Manifest) => void;
}

const Line = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  ) : null;

/** A manifest card (spec 000 §2): id, created-on date, group type, warehouse, seller and driver details, metadata. */
export function ManifestCard({ manifest: m, onSelect }: ManifestCardProps) {
  const driver = [m.driverDetails.driverName, m.driverDetails.vehicleNum].filter(Boolean).join(' · ');
  return (
    <UnstyledButton
      onClick={() => onSelect(m)}

      data-manifest={m.spaId}
      style={{ display: 'block', width: '100%' }}
    >
      <Card withBorder padding="sm">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{m.activityGroupId}</Text>
            <StatusBadge status={m.vehicleActivity.vehicleActivityState} size="sm" />
          </Group>
          <Text size="xs" c="dimmed">
            Created on {formatCreatedOn(m.createdAtEpoch)} · {m.activityGroupType}
          </Text>
          <Line label="Warehouse" value={m.warehouseName} />
          <Line label="Seller" value={m.sellerName} />
          <Line label="Driver" value={driver} />
          {m.metadata.map((x) => (
            <Line key={x.key} label={x.key} value={x.value} />
          ))}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
