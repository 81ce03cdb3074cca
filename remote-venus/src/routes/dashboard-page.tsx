import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { VENUS_MESSAGES } from '@hub/shared/contracts';
import { useDayParam } from '../api/day-param';
import { useHubOverview } from '../api/hub-overview';
import { useHubParam } from '../api/hub-param';
import { DateControl } from '../components/date-control';
import { ErrorView } from '../components/error-view';
import { HubPicker } from '../components/hub-picker';
import { PriorityBoard } from '../features/hub-overview/components/priority-board';
import { WelcomeLine } from '../features/hub-overview/components/welcome-line';

/** Link to the delivery-ops board of the same hub and date. */
export const boardHref = (hubId: string, dateMs: number | null) =>
  `/venus/board?${new URLSearchParams({ hubId, ...(dateMs !== null ? { date: String(dateMs) } : {}) })}`;

/**
 * /venus, the monitoring home, is the hub dashboard (spec 002 §2; its route is not shown, the hub is in `hubId`):
 * hub picker, welcome line, date selector, and the four priority columns; the delivery-ops board is one tap away.
 * It always shows one named day: the URL's, else today (`useDayParam`).
 */
export function DashboardPage() {
  const [hubId, setHubId] = useHubParam();
  const dateMs = useDayParam();
  const overview = useHubOverview(hubId, dateMs);
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Title order={2}>Hub dashboard</Title>
      <WelcomeLine />
      <Group align="flex-end" gap="sm">
        <div style={{ minWidth: 240, flex: 1, maxWidth: 360 }}>
          <HubPicker value={hubId} onChange={setHubId} />
        </div>
        <DateControl fallback={dateMs} />
        {hubId && (
          <Button component={Link} to={boardHref(hubId, dateMs)} variant="light" h={44}>
            Delivery-ops board
          </Button>
        )}
      </Group>
      {!hubId ? (
        <Text c="dimmed">Choose a hub to see its alerts.</Text>
      ) : overview.data ? (
        <PriorityBoard alerts={overview.data.alerts} hubId={hubId} dateMs={dateMs} />
      ) : overview.isError ? (
        <ErrorView
          title={VENUS_MESSAGES.dashboardError}
          error={overview.error}
          actionLabel="Refetch"
          onAction={() => void overview.refetch()}
          busy={overview.isFetching}
        />
      ) : (
        <Center p="lg">
          <Loader role="status" aria-label="Loading hub alerts" />
        </Center>
      )}
    </Stack>
  );
}
