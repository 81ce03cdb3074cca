import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type OverviewAlert } from '@hub/shared/contracts';
import { formatTime } from '@hub/shared/format';
import { priorityColumns } from '../utils/columns';

export interface PriorityBoardProps {
  alerts: readonly OverviewAlert[];
  hubId: string;
  dateMs: number | null;
}

/** Where an alert card leads: its vehicle's timeline on that day, its trip opened at its shop's drop. */
export function alertHref(a: OverviewAlert, hubId: string, dateMs: number | null): string {
  const q = new URLSearchParams({ vehicleId: a.vehicleNumber, hubId, tripId: a.tripId });
  if (dateMs !== null) q.set('date', String(dateMs));
  if (a.shopOrgUnitId) q.set('orgUnitId', a.shopOrgUnitId);
  return `/venus/timeline?${q.toString()}`;
}

/** The hub dashboard's board: four columns P0 High, P1 Medium, P2 Low, P3 Reviewed (one under another on a phone). */
export function PriorityBoard({ alerts, hubId, dateMs }: PriorityBoardProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {priorityColumns(alerts).map((col) => (
        <Stack key={col.priority} gap="xs" data-column={col.priority} data-tone={col.tone} aria-label={col.title} component="section">
          <Group justify="space-between" p="xs" style={{ borderTop: `4px solid var(--mantine-color-${col.colour}-7)` }}>
            <Title order={3} size="h5">
              {col.title}
            </Title>
            <Badge color={col.colour} variant="light">
              {col.alerts.length}
            </Badge>
          </Group>
          {col.alerts.length === 0 && (
            <Text size="sm" c="dimmed" px="xs">
              No alerts
            </Text>
          )}
          {col.alerts.map((a) => (
            <Card key={a.alertId} withBorder padding="sm" component={Link} to={alertHref(a, hubId, dateMs)} data-alert-id={a.alertId} mih={44}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm">
                  {a.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatTime(a.createdAt)}
                </Text>
              </Group>
              <Text size="sm">
                {a.vehicleNumber} · {a.driverName}
              </Text>
              {a.shopName && (
                <Text size="xs" c="dimmed">
                  {a.shopName}
                </Text>
              )}
              {a.review && (
                <Text size="xs" mt={4}>
                  Review: {a.review}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
