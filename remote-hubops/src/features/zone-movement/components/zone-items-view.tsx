import { Button, Card, Chip, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, startTransition, useCallback, useMemo, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import {
  batchSwitchRefusal,
  invalidToteScannedMessage,
  type MovementRouteBatch,
  type ZoneItem,
  type ZoneItemsResponse,
  ZONE_MOVEMENT_MESSAGES as M,
  ZONE_MOVEMENT_REFUSALS,
} from '@hub/shared/contracts';
import { OutboxLineStatus } from '@hub/shared/outbox';
import { PageHeader, QueryState, ScanPipeline, toast, useScanner } from '@hub/shared/ui';
import { isToteString, normaliseScanInput } from '@hub/shared/validation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ItemCard } from '../../../components/item-card';
import { normaliseItemScan } from '../../../lib/flow';
import { doneLast } from '../../../lib/quantities';
import { getZoneItemsQueryOptions, useZoneItems } from '../api/get-zone-items';
import { zoneMovementScope } from '../api/keys';
import { useCloseSourceTote, useMoveItemsToLmZones, useSelfToteMovement } from '../api/zone-writes';

/** Cards rendered per page: a staging zone can hold 500 items; "Show more" adds the next page (lists past ~100 rows paged). */
export const ZONE_ITEMS_PAGE = 30;

const STATUS_FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'NOT_STARTED', label: 'Not started' },
  { value: 'PARTIALLY_PICKED', label: 'Partially moved' },
  { value: 'NOT_PICKED', label: 'Not moved (reasons)' },
];

export interface ZoneItemsViewProps {
  hubId: string;
  zoneId: string;
  /** The current source tote (the tote step), or null for the whole zone. */
  tote: string | null;
  onToteChange: (tote: string | null) => void;
  /** The route batch shown (null without route batching: the server says). */
  batch: MovementRouteBatch;
  onBatchChange: (batch: MovementRouteBatch) => void;
  /** The v2 flow works tote by tote: the items show once a tote of the zone is chosen. */
  v2: boolean;
  /** The session of this zone (null until the server answered). */
  sessionId: string | null;
  onOpenItem: (itemId: string) => void;
}

/** Minutes since the answer was fetched, added to the hub's minute of the day (the toggle judges "now" on the hub clock). */
const minuteNow = (data: ZoneItemsResponse, fetchedAt: number) => data.hubMinuteOfDay + Math.floor((Date.now() - fetchedAt) / 60_000);

/**
 * Step 2 of zone movement (000 §2): the zone's items to move (search, status filter, scan: an item opens it, a tote of
 * the zone becomes the current tote), "Move to LM zones", the current tote's "Segregate to current tote" and "Close
 * tote", and the Morning / Afternoon toggle with route batching (000 §4: to Afternoon only from 10 AM to 7 PM or with an
 * empty morning list, otherwise "Cannot switch to afternoon batch before 10 AM"; back to Morning always).
 */
export function ZoneItemsView({ hubId, zoneId, tote, onToteChange, batch, onBatchChange, v2, sessionId, onOpenItem }: ZoneItemsViewProps) {
  const queryClient = useQueryClient();
  const items = useZoneItems(hubId, zoneId, tote, batch);
  const toLm = useMoveItemsToLmZones();
  const self = useSelfToteMovement();
  const close = useCloseSourceTote();
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState('ALL');
  const [pages, setPages] = useState(1);
  const [confirmLm, setConfirmLm] = useState(false);
  const showMore = useCallback(() => setPages((p) => p + 1), []);
  const data = items.data;
  const waitingForTote = v2 && !tote;
  const scope = zoneMovementScope(hubId, zoneId);

  const list = useMemo(() => {
    const t = term.trim().toLowerCase();
    const found = (data?.items ?? []).filter(
      (i) => (status === 'ALL' || i.pickingStatus === status) && (!t || i.itemId.toLowerCase().includes(t) || i.itemTitle.toLowerCase().includes(t)),
    );
    return doneLast(found, (i) => i.pickingStatus);
  }, [data, term, status]);
  const currentTote = data?.totes.find((x) => x.toteId === tote) ?? null;

  const switchBatch = async (next: MovementRouteBatch) => {
    if (next === batch || !data) return;
    const refusal = batchSwitchRefusal(next, { minuteOfDay: minuteNow(data, items.dataUpdatedAt), morningListEmpty: data.morningCount === 0 });
    if (refusal) {
      toast.error(refusal);
      return;
    }
    try {
      // The server judges the switch on the hub clock too: the list of the other batch is fetched before switching.
      await queryClient.fetchQuery(getZoneItemsQueryOptions(hubId, zoneId, tote, next));
      onBatchChange(next);
    } catch (e) {
      toast.error(getErrorMessage(e));
    }
  };

  const scanner = useScanner({
    duplicateMessage: M.duplicateScan,
    onScan: (scan) => {
      const all: ZoneItem[] = data?.items ?? [];
      const itemId = normaliseItemScan(scan.raw);
      const item = all.find((i) => normaliseScanInput(i.itemId) === scan.value || normaliseScanInput(i.itemId).slice(0, 14) === itemId);
      if (item) {
        // The scan's flash renders first; opening the item (a whole new screen) follows as a transition.
        startTransition(() => onOpenItem(item.itemId));
        return { ok: true };
      }
      if (data?.totes.some((x) => x.toteId === scan.value)) {
        onToteChange(scan.value);
        return { ok: true, message: `Tote ${scan.value}` };
      }
      return {
        ok: false,
        message: isToteString(scan.value) ? invalidToteScannedMessage(scan.value) : ZONE_MOVEMENT_REFUSALS.itemNotInZone(scan.value, zoneId),
      };
    },
  });

  return (
    <Stack gap="sm">
      <PageHeader
        title={zoneId}
        onSearch={setTerm}
        searchPlaceholder="Search items"
        filters={STATUS_FILTERS}
        filterValue={status === 'ALL' ? null : status}
        onFilterApply={setStatus}
        onScanClick={() => scanner.open()}
      />
      <ScanPipeline scanner={scanner} title="Scan item or tote" />
      {/* Zone-wide writes ("Move to LM zones" of the whole zone) kept on this device or refused on replay. */}
      <OutboxLineStatus scope={scope} line={zoneId} />
      {data?.routeBatching && (
        <SegmentedControl
          fullWidth
          aria-label="Route batch"
          value={batch}
          onChange={(v) => void switchBatch(v as MovementRouteBatch)}
          data={[
            { value: 'MORNING', label: `${M.morning} (${data.morningCount})` },
            { value: 'AFTERNOON', label: `${M.afternoon} (${data.afternoonCount})` },
          ]}
          styles={{ root: { minHeight: 44 } }}
        />
      )}
      {data && data.totes.length > 0 && (
        <Group gap={6} aria-label="Totes of the zone">
          {data.totes.map((x) => (
            <Chip key={x.toteId} checked={x.toteId === tote} onChange={(on) => onToteChange(on ? x.toteId : null)} size="md">
              {x.toteId} ({x.units})
            </Chip>
          ))}
        </Group>
      )}
      {tote && (
        <Card withBorder padding="sm" data-current-tote={tote}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>Tote {tote}</Text>
              <Text size="sm">{currentTote ? `${currentTote.units} units` : 'Empty'}</Text>
            </Group>
            <OutboxLineStatus scope={scope} line={tote} />
            <Group grow>
              <Button
                variant="light"
                h={44}
                disabled={!currentTote?.singleDestinationZoneId || self.isPending}
                onClick={() => self.mutate({ hubId, zoneId, sessionId, tote }, { onSuccess: () => onToteChange(null) })}
              >
                {M.segregateToCurrentTote}
              </Button>
              <Button
                variant="default"
                h={44}
                disabled={currentTote !== null || close.isPending}
                onClick={() => close.mutate({ hubId, zoneId, sessionId, tote }, { onSuccess: () => onToteChange(null) })}
              >
                {M.closeTote}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {waitingForTote ? (
        <Text c="dimmed" ta="center" p="lg">
          {M.scanSourceTote}
        </Text>
      ) : (
        <QueryState
          query={{ ...items, data: data ? list : undefined }}
          what="items"
          errorText={M.loadFailed}
          isEmpty={(d) => d.length === 0}
          emptyText={term.trim() || status !== 'ALL' ? M.noItemsMatch : M.noItems}
        >
          {(rows) => (
            <Stack gap="xs" aria-label="Items">
              <Button h={44} variant="light" disabled={!sessionId || toLm.isPending} onClick={() => setConfirmLm(true)}>
                {M.moveToLmZones} ({rows.length})
              </Button>
              <ZoneItemRows rows={rows} shown={pages * ZONE_ITEMS_PAGE} scope={scope} onOpen={onOpenItem} onMore={showMore} />
            </Stack>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        opened={confirmLm}
        text={`Move every unit of ${tote ? `tote ${tote}` : zoneId}${data?.routeBatching ? ` (${batch.toLowerCase()})` : ''} to its LM zone?`}
        busy={toLm.isPending}
        onCancel={() => setConfirmLm(false)}
        onConfirm={() =>
          sessionId && toLm.mutate({ hubId, zoneId, sessionId, tote, batch: data?.routeBatching ? batch : null }, { onSettled: () => setConfirmLm(false) })
        }
      />
    </Stack>
  );
}

/**
 * The cards of the list, memoised: a scan's flash and toast re-render the screen around it, never the cards (a zone of
 * 500 items keeps scan feedback immediate).
 */
const ZoneItemRows = memo(function ZoneItemRows({
  rows,
  shown,
  scope,
  onOpen,
  onMore,
}: {
  rows: readonly ZoneItem[];
  shown: number;
  /** The zone's outbox scope: each card shows its pending and refused writes. */
  scope: string;
  onOpen: (itemId: string) => void;
  onMore: () => void;
}) {
  return (
    <>
      {rows.slice(0, shown).map((i) => (
        <ItemCard
          key={i.itemId}
          item={i}
          done={i.pickedQty}
          status={i.pickingStatus}
          onOpen={onOpen}
          extra={<OutboxLineStatus scope={scope} line={i.itemId} />}
        />
      ))}
      {rows.length > shown && (
        <Button variant="subtle" h={44} onClick={onMore}>
          Show more ({rows.length - shown} more)
        </Button>
      )}
    </>
  );
});
