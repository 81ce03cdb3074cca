import { ActionIcon, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { confirmMovingMessage, type MovementItem, ZONE_MOVEMENT_MESSAGES as M } from '@hub/shared/contracts';
import { OutboxLineStatus, settleWrite } from '@hub/shared/outbox';
import { ScanIcon, ScanPipeline, useScanner } from '@hub/shared/ui';
import { useAvailableComments } from '../../../api/get-available-comments';
import { ItemDetailState } from '../../../components/item-detail/item-detail-state';
import { ItemDetailView, type LineSave } from '../../../components/item-detail/item-detail-view';
import { ToteAttachment } from '../../../components/item-detail/tote-attachment';
import { ToteScanDialog } from '../../../components/tote-scan-dialog';
import { useMovementItem } from '../api/get-movement-item';
import { zoneMovementKeys, zoneMovementScope } from '../api/keys';
import { useMoveZoneItem } from '../api/move-zone-item';
import { fetchZoneForTote, useTagTote } from '../api/totes';
import { resolveMovementScan } from '../utils/scan-resolution';
import { MovementCorrection } from './movement-correction';
import { SisterSkus } from './sister-skus';
import { ItemHistoryLink } from '../../../components/history/item-history-link';

export interface MovementItemDetailProps {
  hubId: string;
  zoneId: string;
  itemId: string;
  /** The current source tote of the list (its units only), or null. */
  tote: string | null;
  sessionId: string | null;
  onBack: () => void;
}

/** The tote-scan dialog's request: the line (LM zone) it picks a tote for, and the save waiting for it (if any). */
interface ToteRequest {
  zoneId: string;
  resolve?: (tote: string | null) => void;
}

/**
 * Step 3 of zone movement (000 §2 item detail, zone-movement side): the shared ItemDetailView with the "Move to tote"
 * switch (default on), each card's attached tote and "Switch tote" (while moving to a tote), "Move all" through the
 * "Confirm?" dialog ("Confirm moving N x title to zone"), the discrepancy slide-up, the tote-scan dialog (a scanned tote
 * is tagged to the card's zone, so units go into it), a scan that reads a zone or a tote (000 §5), and "Undo / correct"
 * for units already moved (issue 34).
 */
export function MovementItemDetail({ hubId, zoneId, itemId, tote, sessionId, onBack }: MovementItemDetailProps) {
  const item = useMovementItem(hubId, zoneId, itemId, tote);
  const comments = useAvailableComments();
  const move = useMoveZoneItem();
  const tag = useTagTote();
  const [moveToTote, setMoveToTote] = useState(true);
  // Totes chosen on this screen per LM zone; the ref is what a save reads (it may run before the state re-renders).
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const chosenRef = useRef<Record<string, string>>({});
  const [dialog, setDialog] = useState<ToteRequest | null>(null);
  const [confirmRequest, setConfirmRequest] = useState<{ entityId: string; key: number } | null>(null);
  const data = item.data;
  const toTote = moveToTote && (data?.enableMoveToteZone ?? true);

  const choose = (zone: string, code: string) => {
    chosenRef.current = { ...chosenRef.current, [zone]: code };
    setChosen(chosenRef.current);
  };
  const attachedTote = (d: MovementItem | undefined, zone: string) =>
    chosenRef.current[zone] ?? chosen[zone] ?? d?.associationDetail.find((a) => a.entityId === zone)?.toteAttachedToEntityId ?? null;
  const lineZone = (d: MovementItem, line: LineSave) => d.associationDetail.find((a) => a.id === line.associationId)?.entityId ?? '';

  const closeDialog = (picked: string | null) => {
    dialog?.resolve?.(picked);
    setDialog(null);
  };

  const scanner = useScanner({
    listen: dialog === null,
    duplicateMessage: M.duplicateScan,
    onScan: async (scan) => {
      if (!data) return { ok: false };
      const zones = data.associationDetail.map((a) => a.entityId);
      // The source tote itself (self-tote segregation): the units stay in it and it goes to the item's LM zone.
      const self = tote !== null && scan.value === tote && zones.length === 1;
      const res = self ? { ok: true as const, zoneId: zones[0]!, toteId: tote } : await resolveMovementScan(scan.raw, zones, (t) => fetchZoneForTote(hubId, t));
      if (!res.ok) return res;
      if (res.toteId) choose(res.zoneId, res.toteId);
      setConfirmRequest({ entityId: res.zoneId, key: Date.now() });
      return { ok: true };
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Button variant="subtle" h={44} onClick={onBack}>
          ← Items
        </Button>
        <ActionIcon variant="subtle" size={44} aria-label="Scan zone or tote" onClick={() => scanner.open()}>
          <ScanIcon />
        </ActionIcon>
      </Group>
      <ScanPipeline scanner={scanner} title="Scan zone or tote" />
      <OutboxLineStatus scope={zoneMovementScope(hubId, zoneId)} line={itemId} />
      <ItemDetailState query={item} errorText={M.loadFailed} listKey={zoneMovementKeys.zoneItems(hubId, zoneId)} itemId={itemId}>
        {(d) => (
          <>
            <ItemDetailView
              item={d}
              kind="picked"
              doneLabel="Picked"
              allLabel={M.moveAll}
              confirmAll
              confirmRequest={confirmRequest}
              confirmText={confirmMovingMessage}
              comments={comments.data?.availableComments ?? []}
              saving={move.isPending}
              header={
                <Switch
                  size="lg"
                  label={M.moveToTote}
                  checked={toTote}
                  disabled={!d.enableMoveToteZone}
                  onChange={(e) => setMoveToTote(e.currentTarget.checked)}
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                />
              }
              renderCardExtra={(a) =>
                toTote ? (
                  <ToteAttachment toteId={attachedTote(d, a.entityId)} onSwitch={() => setDialog({ zoneId: a.entityId })} disabled={move.isPending} />
                ) : null
              }
              beforeSave={async (line) => {
                const zone = lineZone(d, line);
                if (!toTote || line.units === 0 || attachedTote(d, zone)) return line;
                // Units go into a tote: ask for one first, then save.
                const picked = await new Promise<string | null>((resolve) => setDialog({ zoneId: zone, resolve }));
                return picked ? line : null;
              }}
              onSave={(line) => {
                const zone = lineZone(d, line);
                return move.mutateAsync({
                  hubId,
                  zoneId,
                  itemId,
                  toteFilter: tote,
                  sessionId,
                  moveToTote: toTote,
                  line: { entityId: zone, units: line.units, toteId: attachedTote(d, zone), discrepancyReasons: line.discrepancyReasons },
                });
              }}
            />
            <MovementCorrection hubId={hubId} zoneId={zoneId} item={d} toteFilter={tote} />
            <SisterSkus itemId={d.itemId} orderId={d.orderId} />
            {d.associationDetail.length === 0 && (
              <Text c="dimmed" ta="center">
                {M.noDestination}
              </Text>
            )}
            <ItemHistoryLink hubId={hubId} itemId={d.itemId} />
          </>
        )}
      </ItemDetailState>
      <ToteScanDialog
        opened={dialog !== null}
        title={dialog ? `Scan tote for ${dialog.zoneId}` : ''}
        hint="The tote is tagged to this zone and the units go into it."
        onClose={() => closeDialog(null)}
        onScan={async (code) => {
          if (!dialog) return { ok: false };
          if (code === tote) {
            // The source tote: self-tote segregation (the server allows it only for everything the tote holds).
            choose(dialog.zoneId, code);
            closeDialog(code);
            return { ok: true };
          }
          return settleWrite(() => tag.mutateAsync({ hubId, tote: code, zone: dialog.zoneId, sessionId, sourceZoneId: zoneId, itemId }), {
            done: () => {
              choose(dialog.zoneId, code);
              closeDialog(code);
              return { ok: true, message: `Tote ${code} tagged to ${dialog.zoneId}` };
            },
            // Kept on the device (offline): the tag is sent first when the network is back, then the move that uses it.
            queued: () => {
              choose(dialog.zoneId, code);
              closeDialog(code);
              return { ok: true, pending: true };
            },
            refused: (e) => ({ ok: false, message: getErrorMessage(e) }),
          });
        }}
      />
    </Stack>
  );
}
