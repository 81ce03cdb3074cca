import { Alert, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import {
  type CloseDispatchResponse,
  DISPATCH_MESSAGES,
  type Manifest,
  tagCratesMessage,
  toteShortfallTextMessage,
  TOTE_SHORTFALL_MAX,
} from '@hub/shared/contracts';
import { BottomDrawer, Modal, toast } from '@hub/shared/ui';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useCaptureVehicleActivity } from '../../../api/capture-vehicle-activity';
import { useReasonList } from '../../../api/get-reason-list';
import { useCloseDispatch, useMarkOfd } from '../api/dispatch-mutations';
import { useActivityGroup } from '../api/dispatch-queries';
import { clampCrates } from '../utils/dispatch-rules';

/** Tote ids named in an "action not completed: totes not scanned [a, b]" refusal. */
export function toteIdsOf(message: string): string[] {
  const m = /\[([^\]]*)\]/.exec(message);
  return m
    ? m[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/**
 * The close of a dispatch manifest (spec 000 §4): the close call; a 300/301 answer opens "Close dispatch manifest with
 * force?" with the returned shipments (Confirm repeats the close with force and its context, Cancel marks the activity
 * completed; ours: an optional "Force close reason" from the admin's FORCE_CLOSE list goes with the forced close and
 * is stored with it, docs/areas/reason-lists.md); an "action not completed" refusal naming at most 4 totes opens "Tote Shortfall?" (Confirm forces the
 * inward, then closes). Returns `close()` and the dialogs to render.
 */
export function useCloseFlow(hubId: string, manifest: Manifest, v2: boolean, onClosed: () => void) {
  const close = useCloseDispatch();
  const capture = useCaptureVehicleActivity(v2);
  const [forceAsk, setForceAsk] = useState<CloseDispatchResponse | null>(null);
  const [forceReason, setForceReason] = useState<string | null>(null);
  const forceReasons = useReasonList('FORCE_CLOSE');
  const [totes, setTotes] = useState<string[] | null>(null);
  // The spec's close sends ?logisticDetails&vehicleNumber (000 §7) from the manifest's driver (000 §3: driverName, vehicleNum).
  const base = { hubId, spaId: manifest.spaId, v2, logisticDetails: manifest.driverDetails.driverName, vehicleNumber: manifest.driverDetails.vehicleNum };

  const run = (extra: { force?: { ctx: number }; forceReason?: string | null; forceInwardTotes?: boolean } = {}) =>
    close.mutate(
      { ...base, ...extra },
      {
        onSuccess: (res) => {
          if (res.statusCode === 300 || res.statusCode === 301) {
            setForceReason(null);
            setForceAsk(res);
          } else onClosed();
        },
        onError: (e) => {
          const message = getErrorMessage(e);
          const ids = toteIdsOf(message);
          if (message.includes(DISPATCH_MESSAGES.actionNotCompleted) && ids.length > 0 && ids.length <= TOTE_SHORTFALL_MAX) setTotes(ids);
          else toast.error(message);
        },
      },
    );

  const dialogs = (
    <>
      <Modal opened={forceAsk !== null} onClose={() => setForceAsk(null)} title={DISPATCH_MESSAGES.closeWithForce}>
        <Text size="sm" mb="xs">
          {forceAsk?.message}
        </Text>
        <List size="sm" mb="md">
          {forceAsk?.data.map((d) => (
            <List.Item key={d.shipmentId}>
              {d.shipmentId}: {d.dispatchedQty} / {d.totalQty}
            </List.Item>
          ))}
        </List>
        <Select
          mb="md"
          label={DISPATCH_MESSAGES.forceCloseReason}
          placeholder={DISPATCH_MESSAGES.selectReason}
          data={(forceReasons.data?.reasons ?? []).map((r) => ({ value: r.code, label: r.label }))}
          value={forceReason}
          onChange={setForceReason}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            h={44}
            onClick={() => {
              setForceAsk(null);
              capture.mutate({ spaId: manifest.spaId, viewType: manifest.activityViewType, state: 'COMPLETED' }, { onSuccess: onClosed });
            }}
          >
            Cancel
          </Button>
          <Button
            h={44}
            loading={close.isPending}
            onClick={() => {
              const ctx = forceAsk?.forceCtx ?? 0;
              setForceAsk(null);
              run({ force: { ctx }, forceReason });
            }}
          >
            Confirm
          </Button>
        </Group>
      </Modal>
      <BottomDrawer opened={totes !== null} onClose={() => setTotes(null)} withLoader={false} message={DISPATCH_MESSAGES.toteShortfallTitle}>
        <Stack gap="xs" p="md">
          <Text size="sm">{toteShortfallTextMessage(totes ?? [])}</Text>
          <Text size="sm">{DISPATCH_MESSAGES.toteShortfallVirtual}</Text>
          <Text size="sm">{DISPATCH_MESSAGES.toteShortfallProceed}</Text>
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={() => setTotes(null)}>
              Cancel
            </Button>
            <Button
              h={44}
              onClick={() => {
                setTotes(null);
                run({ forceInwardTotes: true });
              }}
            >
              Confirm
            </Button>
          </Group>
        </Stack>
      </BottomDrawer>
    </>
  );
  return { close: () => run(), closing: close.isPending, dialogs };
}

export interface CloseOverlayProps {
  hubId: string;
  manifest: Manifest;
  onDone: () => void;
}

/**
 * The close-manifest overlay (spec 000 §2): when the group is COMPLETED, the crates prompt (stepper 0..1000) and
 * "Mark out for delivery"; otherwise "Its taking a little longer ..." with Refresh. The "Tag N crates" warning while
 * fewer crates than minTotesToTag are tagged.
 */
export function CloseOverlay({ hubId, manifest, onDone }: CloseOverlayProps) {
  const group = useActivityGroup(hubId, manifest.activityGroupId);
  const markOfd = useMarkOfd();
  const [crates, setCrates] = useState(0);
  const g = group.data;
  const missing = g ? g.minTotesToTag - g.taggedTotes.length : 0;
  return (
    <Stack gap="sm" p="md" aria-label="Close manifest">
      {!g || g.activityGroupState !== 'COMPLETED' ? (
        <>
          <Text>{DISPATCH_MESSAGES.takingLonger}</Text>
          <Button h={44} loading={group.isFetching} onClick={() => void group.refetch()}>
            Refresh
          </Button>
        </>
      ) : (
        <>
          <Text fw={700}>{DISPATCH_MESSAGES.closedEnterCrates}</Text>
          <QuantityStepper value={crates} max={1000} label="Crates" onChange={(v) => setCrates(clampCrates(v))} />
          {missing > 0 && (
            <Alert color="yellow" role="alert">
              {tagCratesMessage(missing)}
            </Alert>
          )}
          <Button
            h={44}
            disabled={!g.driverId}
            loading={markOfd.isPending}
            onClick={() => g.driverId && markOfd.mutate({ hubId, driverId: g.driverId, spaId: manifest.spaId, crates }, { onSuccess: onDone })}
          >
            {DISPATCH_MESSAGES.markOutForDelivery}
          </Button>
        </>
      )}
    </Stack>
  );
}
