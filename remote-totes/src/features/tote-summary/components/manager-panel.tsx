import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useOpenPsvProgress, useToteSummary } from '../api/get-tote-summary';

/** The managers' extra panel (001 §2, §6): the open PSV task's progress and totes lost in the last 7 days. */
export function ManagerPanel({ hubId }: { hubId: string }) {
  const psv = useOpenPsvProgress(hubId, true);
  const summary = useToteSummary(hubId);
  const task = psv.data?.task ?? null;
  const pct = task && task.totalAssetCount ? Math.round((task.verifiedAssetCount / task.totalAssetCount) * 100) : 0;
  return (
    <Card withBorder radius="md" padding="md" aria-label="Manager panel">
      <Stack gap="xs">
        <Text fw={600}>Manager panel</Text>
        {psv.isError ? (
          <Text size="sm" fw={600}>
            Failed to load PSV progress.
          </Text>
        ) : psv.data === undefined ? (
          <Text size="sm" c="dimmed">
            Loading PSV progress…
          </Text>
        ) : task ? (
          <>
            <Group justify="space-between">
              <Text size="sm">PSV {task.psvTaskId}</Text>
              <Text size="sm" fw={600}>
                {task.verifiedAssetCount} / {task.totalAssetCount} verified
              </Text>
            </Group>
            <Progress value={pct} aria-label="PSV progress" />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No PSV task is open.
          </Text>
        )}
        <Text size="sm">Totes lost this week: {summary.data ? summary.data.lostThisWeekCount : '–'}</Text>
      </Stack>
    </Card>
  );
}
