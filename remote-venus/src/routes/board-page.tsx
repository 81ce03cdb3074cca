import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { VENUS_MESSAGES } from '@hub/shared/contracts';
import { useDayParam } from '../api/day-param';
import { useHubOverview } from '../api/hub-overview';
import { useHubParam } from '../api/hub-param';
import { DateControl } from '../components/date-control';
import { ErrorView } from '../components/error-view';
import { HubPicker } from '../components/hub-picker';
import { BoardGroups } from '../features/delivery-board/components/board-groups';

/** /venus/board (our route; spec 002 §2 shows none): the delivery-ops board of the hub and day in the URL (today without one). */
export function BoardPage() {
  const [hubId, setHubId] = useHubParam();
  const dateMs = useDayParam();
  const overview = useHubOverview(hubId, dateMs);
  const back = `/venus?${new URLSearchParams({ ...(hubId ? { hubId } : {}), date: String(dateMs) })}`;
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Group justify="space-between">
        <Title order={2}>Delivery-ops board</Title>
        <Button component={Link} to={back} variant="subtle" h={44}>
          Hub dashboard
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <div style={{ minWidth: 240, flex: 1, maxWidth: 360 }}>
          <HubPicker value={hubId} onChange={setHubId} />
        </div>
        <DateControl fallback={dateMs} />
      </Group>
      {!hubId ? (
        <Text c="dimmed">Choose a hub to see its drivers.</Text>
      ) : overview.data ? (
        overview.data.groups.length === 0 ? (
          <Text c="dimmed" data-empty>
            No trips on this day.
          </Text>
        ) : (
          <BoardGroups groups={overview.data.groups} hubId={hubId} dateMs={dateMs} />
        )
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
          <Loader role="status" aria-label="Loading the board" />
        </Center>
      )}
    </Stack>
  );
}
