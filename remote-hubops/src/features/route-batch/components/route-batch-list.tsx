import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import {
  afternoonAllowed,
  OFD_MESSAGES,
  OFD_REFUSALS,
  type RouteBatch,
  type RouteBatchInfo,
  type RouteBatchRow,
  ROUTE_BATCH_TEXTS,
  routeListFailedMessage,
} from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useMapRoutes, usePendingRoutes, useRouteBatchInfo } from '../api/route-batch';

/** One route's card: its name, its LM zone and a Morning / Afternoon choice. */
function RouteCard(props: {
  route: RouteBatchRow;
  value: RouteBatch | '';
  afternoonDisabled: boolean;
  onChange: (batch: RouteBatch) => void;
  data: 'route' | 'batched-route';
}) {
  const { route: r } = props;
  return (
    <Card
      withBorder
      padding="xs"
      role="listitem"
      data-route={props.data === 'route' ? r.routeName : undefined}
      data-batched-route={props.data === 'batched-route' ? r.routeName : undefined}
    >
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
          value={props.value}
          onChange={(v) => props.onChange(v as RouteBatch)}
          data={[
            { value: 'MORNING', label: OFD_MESSAGES.morning },
            { value: 'AFTERNOON', label: OFD_MESSAGES.afternoon, disabled: props.afternoonDisabled },
          ]}
          styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
        />
      </Group>
    </Card>
  );
}

/**
 * The day's routes that have a batch, each changeable (docs/areas/ofd.md "Route batches"): the 000 §4 switch rule,
 * Afternoon -> Morning always, Morning -> Afternoon only inside the afternoon window (the server judges it again).
 */
function BatchedRoutes({ hubId, info, afternoonOk }: { hubId: string; info: RouteBatchInfo; afternoonOk: boolean }) {
  const change = useMapRoutes(hubId, ROUTE_BATCH_TEXTS.batchesChanged);
  const [changes, setChanges] = useState<Record<string, RouteBatch>>({});
  const batched = info.routes.filter((r) => r.routeBatch !== null);
  if (batched.length === 0) return null;
  const changed = batched.filter((r) => changes[r.routeName] && changes[r.routeName] !== r.routeBatch);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {ROUTE_BATCH_TEXTS.batchedRoutes}
      </Title>
      <Stack gap="xs" role="list" aria-label={ROUTE_BATCH_TEXTS.batchedRoutes}>
        {batched.map((r) => (
          <RouteCard
            key={r.routeName}
            data="batched-route"
            route={r}
            value={changes[r.routeName] ?? r.routeBatch ?? ''}
            // A route already in the afternoon may stay there; only a switch into it waits for the window.
            afternoonDisabled={!afternoonOk && r.routeBatch !== 'AFTERNOON'}
            onChange={(batch) => setChanges((c) => ({ ...c, [r.routeName]: batch }))}
          />
        ))}
      </Stack>
      <Button
        mih={44}
        fullWidth
        variant="light"
        disabled={changed.length === 0}
        loading={change.isPending}
        onClick={() =>
          change.mutate({ routes: changed.map((r) => ({ routeName: r.routeName, routeBatch: changes[r.routeName]! })) }, { onSuccess: () => setChanges({}) })
        }
      >
        {ROUTE_BATCH_TEXTS.changeBatches}
      </Button>
    </Stack>
  );
}

/**
 * Route batch management (000 §2): the day's routes without a batch, each Morning or Afternoon; Submit while some
 * route has none; "All batches have been submitted" once all are set. Afternoon is disabled outside the hub's window
 * (10 AM to 7 PM on the hub clock the server reports). Below, the routes that have a batch, which can be changed.
 */
export function RouteBatchList({ hubId }: { hubId: string }) {
  const pending = usePendingRoutes(hubId);
  const info = useRouteBatchInfo(hubId);
  const map = useMapRoutes(hubId);
  const [choices, setChoices] = useState<Record<string, RouteBatch>>({});
  const afternoonOk = info.data ? afternoonAllowed(info.data.hubMinuteOfDay, info.data.afternoonStartMinute, info.data.afternoonEndMinute) : false;
  const routes = pending.data?.routes ?? [];
  const chosen = routes.filter((r) => choices[r.routeName]).map((r) => ({ routeName: r.routeName, routeBatch: choices[r.routeName]! }));
  const listFailed = (q: { isError: boolean; error: unknown }) => (q.isError ? routeListFailedMessage(getErrorMessage(q.error)) : undefined);

  return (
    <Stack gap="sm" p="md" maw={720} mx="auto">
      <Title order={1} size="h3">
        {OFD_MESSAGES.routeBatchTitle}
      </Title>
      {!afternoonOk && info.data && (
        <Text size="sm" c="dimmed">
          {info.data.hubMinuteOfDay < info.data.afternoonStartMinute ? OFD_MESSAGES.afternoonBeforeTen : OFD_REFUSALS.afternoonAfterSeven}
        </Text>
      )}
      <QueryState
        query={pending}
        what="routes"
        errorText={listFailed(pending)}
        isEmpty={(d) => d.routes.length === 0}
        emptyText={OFD_MESSAGES.allBatchesSubmitted}
      >
        {(d) => (
          <Stack gap="xs">
            <Stack gap="xs" role="list" aria-label="Routes without a batch">
              {d.routes.map((r) => (
                <RouteCard
                  key={r.routeName}
                  data="route"
                  route={r}
                  value={choices[r.routeName] ?? ''}
                  afternoonDisabled={!afternoonOk}
                  onChange={(batch) => setChoices((c) => ({ ...c, [r.routeName]: batch }))}
                />
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
      {/* The batched routes once the pending list has answered (a failed pending list shows its error alone). */}
      {pending.data && (
        <QueryState query={info} what="route batches" errorText={listFailed(info)}>
          {(d) => <BatchedRoutes hubId={hubId} info={d} afternoonOk={afternoonOk} />}
        </QueryState>
      )}
    </Stack>
  );
}
