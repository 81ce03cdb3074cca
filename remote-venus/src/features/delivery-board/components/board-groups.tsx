import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type BoardGroup } from '@hub/shared/contracts';
import { toStartCase } from '@hub/shared/format';
import { boardCardHref, GROUP_ICONS, metricRows, SEVERITY_COLOURS } from '../utils/board';

export interface BoardGroupsProps {
  groups: readonly BoardGroup[];
  hubId: string;
  dateMs: number | null;
}

/** The delivery-ops board (spec 002 §2): groups (name, icon) of driver cards, each a link to the vehicle's timeline. */
export function BoardGroups({ groups, hubId, dateMs }: BoardGroupsProps) {
  return (
    <Stack gap="lg">
      {groups.map((g) => (
        <Stack key={g.name} gap="xs" component="section" aria-label={g.name}>
          <Group gap="xs">
            <ThemeIcon color={GROUP_ICONS[g.icon].colour} radius="xl" aria-hidden>
              {GROUP_ICONS[g.icon].symbol}
            </ThemeIcon>
            <Title order={3} size="h5">
              {g.name}
            </Title>
            <Badge variant="light" color="gray">
              {g.items.length}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {g.items.map((item) => (
              <Card
                key={`${item.driverId}-${item.vehicleId}`}
                withBorder
                padding="sm"
                component={Link}
                to={boardCardHref(item, hubId, dateMs)}
                data-board-card={item.vehicleNumber}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{item.driverName}</Text>
                  <Text size="sm">{item.vehicleNumber}</Text>
                </Group>
                {item.alerts.length > 0 && (
                  <Group gap={4} mt={6}>
                    {item.alerts.map((a) => (
                      <Badge key={a.alertId} size="sm" variant="light" color={SEVERITY_COLOURS[a.severity]} style={{ textTransform: 'none' }}>
                        {toStartCase(a.type)} · {toStartCase(a.severity)}
                      </Badge>
                    ))}
                  </Group>
                )}
                <Group gap="md" mt={6}>
                  {item.displayAttributes.map((d) => (
                    <Text key={d.title} size="xs">
                      <Text span c="dimmed" size="xs">
                        {d.title}:
                      </Text>{' '}
                      {d.value}
                    </Text>
                  ))}
                </Group>
                <SimpleGrid cols={4} spacing={4} mt={6}>
                  {metricRows(item.tripMetrics).map((m) => (
                    <Stack key={m.title} gap={0} align="center">
                      <Text fw={600}>{m.value}</Text>
                      <Text size="xs" c="dimmed" ta="center">
                        {m.title}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
