import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type ActivityViewType, HUB_OPS_MESSAGES, type ItemSummary, itemNotInManifestMessage, type Manifest } from '@hub/shared/contracts';
import { OutboxLineStatus } from '@hub/shared/outbox';
import { PageHeader, QueryState, ScanPipeline, SlideToConfirm, StatusBadge, useScanner } from '@hub/shared/ui';
import { useCaptureVehicleActivity } from '../../../api/capture-vehicle-activity';
import { CorrectionAction } from '../../../components/correction-action';
import { ItemCard } from '../../../components/item-card';
import { normaliseItemScan } from '../../../lib/flow';
import { doneLast } from '../../../lib/quantities';
import { useCloseInwardManifest } from '../api/close-inward-manifest';
import { useCorrectInwardCount } from '../api/correct-inward-count';
import { useCreatePickRequest } from '../api/create-pick-request';
import { useInwardItems } from '../api/get-inward-items';
import { inwardScope } from '../api/update-inward-item';
import { ManifestActivityButton } from '../../../components/history/manifest-activity';

export interface InwardItemsViewProps {
  hubId: string;
  manifest: Manifest;
  viewType: ActivityViewType;
  /** The /v2 route: v2 suffixes and the v2 view. */
  v2: boolean;
  onOpenItem: (itemId: string) => void;
  onBack: () => void;
  /** Called after the manifest was closed. */
  onClosed: () => void;
}

/**
 * Inward items (spec 000 §2 step 3): the start swipe while the vehicle activity is NOT_STARTED, a search over the
 * items, a scan that opens the scanned item (first 14 characters; duplicates refused; a miss names the id), the
 * item cards with done ones last (each with "Undo / correct" while it has units in), and the close swipe once started.
 */
export function InwardItemsView({ hubId, manifest, viewType, v2, onOpenItem, onBack, onClosed }: InwardItemsViewProps) {
  const items = useInwardItems(hubId, manifest.spaId, viewType, v2);
  const start = useCaptureVehicleActivity(v2);
  const close = useCloseInwardManifest();
  const pick = useCreatePickRequest();
  const correct = useCorrectInwardCount();
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const state = manifest.vehicleActivity.vehicleActivityState;
  const list = useMemo(() => {
    const all = items.data?.items ?? [];
    const t = term.trim().toLowerCase();
    const found = t ? all.filter((i) => i.itemId.toLowerCase().includes(t) || i.itemTitle.toLowerCase().includes(t)) : all;
    return doneLast(found, (i) => i.pickingStatus);
  }, [items.data, term]);

  /**
   * Under each card: the line's pending and refused writes, and "Undo / correct" while it has units inwarded (units a
   * dispatch took stay: at most picked minus dispatched; issue 34).
   */
  const lineExtra = (i: ItemSummary) => (
    <>
      <OutboxLineStatus scope={inwardScope(manifest.spaId)} line={i.itemId} />
      <CorrectionAction
        itemId={i.itemId}
        counted={i.pickedQty}
        maxUnits={i.pickedQty - i.dispatchedQty}
        closed={state === 'COMPLETED'}
        onCorrect={(v) => correct.mutateAsync({ ...v, hubId, spaId: manifest.spaId, itemId: i.itemId })}
      />
    </>
  );

  const scanner = useScanner({
    duplicateMessage: 'Duplicate Scan.',
    onScan: (scan) => {
      const id = normaliseItemScan(scan.raw);
      const item = items.data?.items.find((i) => i.itemId.toUpperCase() === id);
      if (!item) return { ok: false, message: itemNotInManifestMessage(id) };
      onOpenItem(item.itemId);
      return { ok: true };
    },
  });

  return (
    <Stack gap="sm" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Button variant="subtle" h={44} onClick={onBack}>
          ← Manifests
        </Button>
        <StatusBadge status={state} size="sm" />
      </Group>
      <PageHeader
        title={manifest.activityGroupId}
        searchPlaceholder={HUB_OPS_MESSAGES.searchItems}
        onSearch={setTerm}
        onScanClick={() => scanner.open()}
        actions={<ManifestActivityButton hubId={hubId} spaId={manifest.spaId} />}
      />
      <ScanPipeline scanner={scanner} title="Scan item" />
      {v2 && (
        <Text size="xs" c="dimmed">
          Pickup type: {viewType.toLowerCase()}
        </Text>
      )}
      {state === 'NOT_STARTED' && (
        <SlideToConfirm
          label="Slide to start inward"
          disabled={start.isPending}
          onConfirm={() => start.mutate({ spaId: manifest.spaId, viewType, state: 'STARTED' })}
        />
      )}
      <QueryState
        query={{ ...items, data: items.data ? list : undefined }}
        what="items"
        errorText={HUB_OPS_MESSAGES.itemsLoad}
        isEmpty={(d) => d.length === 0}
        emptyText={term.trim() ? HUB_OPS_MESSAGES.noItemsMatch : HUB_OPS_MESSAGES.noItems}
      >
        {(rows) => (
          <Stack gap="xs" aria-label="Items">
            {rows.map((i) =>
              // The v2 view picks items for a pick request: a checkbox beside each open card (never inside the card's button).
              v2 && state === 'STARTED' && i.pickedQty < i.qty ? (
                <Group key={i.itemId} wrap="nowrap" gap="xs" align="center">
                  <Checkbox
                    size="lg"
                    aria-label={`Select ${i.itemId}`}
                    checked={selected.has(i.itemId)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setSelected((cur) => {
                        const next = new Set(cur);
                        if (on) next.add(i.itemId);
                        else next.delete(i.itemId);
                        return next;
                      });
                    }}
                  />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <ItemCard item={i} done={i.pickedQty} status={i.pickingStatus} onOpen={onOpenItem} extra={lineExtra(i)} />
                  </div>
                </Group>
              ) : (
                <ItemCard key={i.itemId} item={i} done={i.pickedQty} status={i.pickingStatus} onOpen={onOpenItem} extra={lineExtra(i)} />
              ),
            )}
            {v2 && state === 'STARTED' && (
              <Button
                h={44}
                disabled={selected.size === 0}
                loading={pick.isPending}
                onClick={() => {
                  const all = items.data?.items ?? [];
                  const lines = all.filter((i) => selected.has(i.itemId) && i.pickedQty < i.qty).map((i) => ({ itemId: i.itemId, qty: i.qty - i.pickedQty }));
                  pick.mutate({ spaId: manifest.spaId, lines }, { onSuccess: () => setSelected(new Set()) });
                }}
              >
                Create pick request ({selected.size})
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
      {state === 'STARTED' && (
        <SlideToConfirm
          label="Swipe to close manifest"
          disabled={close.isPending}
          onConfirm={() =>
            close.mutate(
              { hubId, spaId: manifest.spaId, viewType, vehicleNumber: manifest.driverDetails.vehicleNum, logisticDetails: null },
              { onSuccess: onClosed },
            )
          }
        />
      )}
    </Stack>
  );
}
