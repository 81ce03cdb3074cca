import { Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type AdminHub } from '@hub/shared/contracts';
import { pilotsSummary, usersSummary, zonesSummary } from '../texts';

export interface HubCardProps {
  /** The hub; required. */
  hub: AdminHub;
}

/** One hub in the list: a link to the hub (name, id, city, pilots on, zones, users); the whole card is the touch target. */
export function HubCard({ hub }: HubCardProps) {
  return (
    <Paper
      component={Link}
      to={`/admin/hubs/${encodeURIComponent(hub.hubOrgUnitId)}`}
      withBorder
      p="sm"
      mih={44}
      data-hub-card={hub.hubOrgUnitId}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="baseline">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {hub.hubName}
          </Text>
          <Text c="dimmed">{hub.hubOrgUnitId}</Text>
        </Group>
        <Text>{hub.city}</Text>
        <Group gap="md" wrap="wrap">
          <Text>{pilotsSummary(hub.pilots.length)}</Text>
          <Text>{zonesSummary(hub.zoneCount)}</Text>
          <Text>{usersSummary(hub.userCount)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
