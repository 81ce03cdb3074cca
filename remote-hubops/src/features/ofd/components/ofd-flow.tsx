import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  cutoffHourLabel,
  dispatchCutoffLabel,
  dispatchWaveCutoffHour,
  hubMinuteOfDay,
  OFD_MESSAGES,
  type OfdDriver,
  proceedOfdQuestion,
} from '@hub/shared/contracts';
import { useCreateOfd, type OfdMode } from '../api/create-ofd';
import { ofdKeys } from '../api/keys';
import { useInProgressTasks } from '../api/queries';
import { ConfirmDialog } from './confirm-dialog';
import { DriverSelectModal } from './driver-select-modal';
import { InProgressBanner } from './in-progress-banner';
import { ZoneDetail } from './zone-detail';
import { ZoneList } from './zone-list';

export interface OfdFlowProps {
  hubId: string;
  mode: OfdMode;
  /** Route batching (DOUBLE_DISPATCH) is on for the hub. */
  routeBatching: boolean;
}

type Pending = { zoneIds: string[]; orgUnitIds: string[] | null; buyers: number };

/**
 * Mark OFD and Generate LM Manifest (000 §2): step 1 picks zones, step 2 (a tapped zone) picks its buyers; both send
 * one request with the chosen driver. LM manifest generation adds disableEmulation and shows every zone's batch.
 */
export function OfdFlow({ hubId, mode, routeBatching }: OfdFlowProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [driver, setDriver] = useState<OfdDriver | null>(null);
  const [zoneId, setZoneId] = useState<string | null>(null);
  const [driverOpen, setDriverOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const create = useCreateOfd(hubId, mode);
  const tasks = useInProgressTasks(hubId);
  const queryClient = useQueryClient();
  // When a task ends its zones change (their units left on a runsheet): read the zones and buyers again.
  const running = tasks.data?.tasks.map((t) => t.taskId).join(',') ?? '';
  const lastRunning = useRef(running);
  useEffect(() => {
    const ended = lastRunning.current.split(',').some((id) => id && !running.split(',').includes(id));
    lastRunning.current = running;
    if (ended) void queryClient.invalidateQueries({ queryKey: ofdKeys.hub(hubId), predicate: (q) => q.queryKey[2] !== 'inProgress' });
  }, [running, hubId, queryClient]);
  // The cutoff is judged on the hub clock when the screen opens (000 §9), sent as minutes.
  const [cutoffHour] = useState(() => dispatchWaveCutoffHour(hubMinuteOfDay(new Date())));
  const title = mode === 'LM' ? OFD_MESSAGES.lmTitle : OFD_MESSAGES.markOfdTitle;

  const send = () => {
    if (!pending || !driver) return;
    create.mutate(
      {
        zoneIds: pending.zoneIds,
        driverId: driver.driverId,
        ...(pending.orgUnitIds ? { orgUnitIds: pending.orgUnitIds } : {}),
        ...(mode === 'LM' ? { disableEmulation: true } : {}),
      },
      {
        onSuccess: () => {
          // After a request the driver selection is cleared and the zones are read again (000 §4).
          setDriver(null);
          setSelected(new Set());
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Stack gap="sm" p="md" maw={720} mx="auto">
      {zoneId === null && (
        <Title order={1} size="h3">
          {title}
        </Title>
      )}
      {zoneId === null && <InProgressBanner hubId={hubId} />}
      {zoneId === null ? (
        <ZoneList
          hubId={hubId}
          cutoffMinutes={cutoffHour * 60}
          cutoffLabel={routeBatching ? null : dispatchCutoffLabel(cutoffHourLabel(cutoffHour))}
          showBatch={routeBatching || mode === 'LM'}
          selected={selected}
          onSelectedChange={setSelected}
          driver={driver}
          onPickDriver={() => setDriverOpen(true)}
          onOpenZone={setZoneId}
          onSubmit={(zones) =>
            setPending({ zoneIds: zones.map((z) => z.zoneId).sort(), orgUnitIds: null, buyers: zones.reduce((a, z) => a + z.buyerCount, 0) })
          }
          submitLabel={title}
          pollZones={(tasks.data?.tasks.length ?? 0) > 0}
        />
      ) : (
        <ZoneDetail
          hubId={hubId}
          zoneId={zoneId}
          driver={driver}
          onPickDriver={() => setDriverOpen(true)}
          onBack={() => setZoneId(null)}
          onSubmit={(r) => setPending({ zoneIds: [r.zoneId], orgUnitIds: r.orgUnitIds, buyers: r.buyers })}
        />
      )}
      <DriverSelectModal hubId={hubId} opened={driverOpen} selectedId={driver?.driverId ?? null} onSelect={setDriver} onClose={() => setDriverOpen(false)} />
      <ConfirmDialog
        opened={pending !== null}
        title={title}
        confirmLabel="Confirm"
        busy={create.isPending}
        onConfirm={send}
        onClose={() => !create.isPending && setPending(null)}
      >
        <Stack gap="xs">
          <Text fw={600}>Zones: {pending?.zoneIds.join(', ')}</Text>
          {driver && <Text size="sm">Driver: {driver.name}</Text>}
          <Text>{proceedOfdQuestion(pending?.buyers ?? 0)}</Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
