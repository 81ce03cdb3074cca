import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { afternoonAllowed, OFD_MESSAGES, OFD_REFUSALS, type RouteBatch, routeListFailedMessage } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useMapRoutes, usePendingRoutes, useRouteBatchInfo } from '../api/route-batch';

/**
 * Route batch management (000 §2): the day's routes without a batch, each Morning or Afternoon; Submit while some
 * route has none; "All batches have been submitted" once all are set. Afternoon is disabled outside the hub's window
 * (10 AM to 7 PM on the hub clock the server reports).
 */
export function RouteBatchList({ hubId }: { hubId: string }) {
  const pending = usePendingRoutes(hubId);
  const info = useRouteBatchInfo(hubId);
  const map = useMapRoutes(hubId);
  const [choices, setChoices] = useState<Record<string, RouteBatch>>({});
  const afternoonOk = info.data ? afternoonAllowed(info.data.hubMinuteOfDay, info.data.afternoonStartMinute, info.data.afternoonEndMinute) : false;
  const routes = pending.data?.routes ?? [];
  const chosen = routes.filter((r) => choices[r.routeName]).map((r) => ({ routeName: r.routeName, routeBatch: choices[r.routeName]! }));

  return (
    <Stack gap="sm" p="md" maw={720} mx="auto">
      <Title order={1} size="h3">
        {OFD_MESSAGES.routeBatchTitle}
      </Title>
      <QueryState
        query={pending}
        what="routes"
        errorText={pending.isError ? routeListFailedMessage(getErrorMessage(pending.error)) : undefined}
        isEmpty={(d) => d.routes.length === 0}
        emptyText={OFD_MESSAGES.allBatchesSubmitted}
      >
        {(d) => (
          <Stack gap="xs">
            {!afternoonOk && info.data && (
              <Text size="sm" c="dimmed">
                {info.data.hubMinuteOfDay < info.data.afternoonStartMinute ? OFD_MESSAGES.afternoonBeforeTen : OFD_REFUSALS.afternoonAfterSeven}
              </Text>
            )}
            <Stack gap="xs" role="list" aria-label="Routes without a batch">
              {d.routes.map((r) => (
                <Card key={r.routeName} withBorder padding="xs" role="listitem" data-route={r.routeName}>
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Text fw={600} size="sm">
                        {r.routeName}
                      </Text>
                      {r.zoneId && (
                        <Text size="xs" c="dimmed">
                          {r.zoneId}
                        </Text>
                      )}
                    </Stack>
                    <SegmentedControl
                      aria-label={`Batch of ${r.routeName}`}
                      value={choices[r.routeName] ?? ''}
                      onChange={(v) => setChoices((c) => ({ ...c, [r.routeName]: v as RouteBatch }))}
                      data={[
                        { value: 'MORNING', label: OFD_MESSAGES.morning },
                        { value: 'AFTERNOON', label: OFD_MESSAGES.afternoon, disabled: !afternoonOk },
                      ]}
                      styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
                    />
                  </Group>
                </Card>
              ))}
            </Stack>
            <Button
              mih={44}
              fullWidth
              disabled={chosen.length === 0}
              loading={map.isPending}
              onClick={() => map.mutate({ routes: chosen }, { onSuccess: () => setChoices({}) })}
            >
              Submit
            </Button>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
