import { Alert, Badge, Button, Checkbox, Chip, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  DISPATCH_MESSAGES,
  dispatchFailedMessage,
  type DispatchItem,
  HUB_OPS_MESSAGES,
  type Manifest,
  manifestCreationFailedMessage,
  tagCratesMessage,
} from '@hub/shared/contracts';
import { OutboxLineStatus, settleWrite } from '@hub/shared/outbox';
import { Modal, PageHeader, QueryState, ScanPipeline, SlideToConfirm, useScanner } from '@hub/shared/ui';
import { useCaptureVehicleActivity } from '../../../api/capture-vehicle-activity';
import { CorrectionAction } from '../../../components/correction-action';
import { ItemCard } from '../../../components/item-card';
import { ShowMore, usePaged } from '../../../components/show-more';
import { doneLast } from '../../../lib/quantities';
import { dispatchScope, useCorrectDispatchCount, useCreateCrateManifest, useDispatchItems as useDispatchWrite } from '../api/dispatch-mutations';
import { type GroupBy, useActivityGroup, useDispatchItems } from '../api/dispatch-queries';
import {
  checkDispatchScan,
  isSelectable,
  matchesStatus,
  opensCrateList,
  slideLabel,
  slideUnits,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/dispatch-rules';
import { CloseOverlay, useCloseFlow } from './close-flow';
import { useDispatchTagging } from './use-dispatch-tagging';

/** Item cards rendered per page ("Show more" adds the next; a scanned item's page is shown). */
export const DISPATCH_ITEMS_PAGE_SIZE = 50;

export interface DispatchItemsViewProps {
  hubId: string;
  manifest: Manifest;
  v2: boolean;
  by: GroupBy;
  /** The zone or shipment id (the title). */
  groupId: string;
  /** Shortfall marking is on (DISPATCH_SHORTFALL): select-all hidden, items open the shortfall detail. */
  shortfallEnabled: boolean;
  onOpenItem: (itemId: string) => void;
  onBack: () => void;
}

/**
 * Dispatch items (spec 000 §2): the zone's or shipment's items with search, status filter and category chips, a
 * scan (hardware wedge, typed or camera) that dispatches one unit of the scanned item or, in tag mode, tags a crate,
 * selection with select-all (hidden with shortfall marking), the slide "Dispatch" / "Dispatch N item(s)" / "Create
 * Manifest", and the tagged crates under the items. DISPATCHED cards go last. A card with units dispatched offers
 * "Undo / correct" (on a closed manifest to a hub manager only).
 */
export function DispatchItemsView({ hubId, manifest, v2, by, groupId, shortfallEnabled, onOpenItem, onBack }: DispatchItemsViewProps) {
  const items = useDispatchItems(hubId, manifest.spaId, by, groupId);
  const group = useActivityGroup(hubId, manifest.activityGroupId);
  const crateDrop = manifest.activityGroupType === 'HUB_TO_WH_CRATE_DROP';
  // A crate drop's slide is "Create Manifest": its failures read "Manifest creation Failed {message}".
  const write = useDispatchWrite(crateDrop ? manifestCreationFailedMessage : dispatchFailedMessage);
  const crateManifest = useCreateCrateManifest();
  const correct = useCorrectDispatchCount();
  const start = useCaptureVehicleActivity(v2);
  const [closed, setClosed] = useState(manifest.vehicleActivity.vehicleActivityState === 'COMPLETED');
  const flow = useCloseFlow(hubId, manifest, v2, () => setClosed(true));
  const tagging = useDispatchTagging(hubId, manifest.spaId, manifest.activityGroupId);
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [category, setCategory] = useState('All');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [tagMode, setTagMode] = useState(false);
  const [crateList, setCrateList] = useState<DispatchItem | null>(null);
  const started = manifest.vehicleActivity.vehicleActivityState === 'STARTED';
  const all = useMemo(() => items.data?.items ?? [], [items.data]);

  const categories = useMemo(() => {
    const m = new Map<string, number>();
    for (const i of all) m.set(i.itemCategory, (m.get(i.itemCategory) ?? 0) + i.qty);
    return [...m].sort(([a], [b]) => a.localeCompare(b));
  }, [all]);
  const list = useMemo(() => {
    const t = term.trim().toLowerCase();
    const found = all.filter(
      (i) =>
        (!t || i.itemId.toLowerCase().includes(t) || i.itemTitle.toLowerCase().includes(t)) &&
        matchesStatus(i, status) &&
        (category === 'All' || i.itemCategory === category),
    );
    return doneLast(found, (i) => i.dispatchStatus);
  }, [all, term, status, category]);
  const selectable = list.filter((i) => isSelectable(i, manifest.assetTrackingPilot));
  const page = usePaged(list, DISPATCH_ITEMS_PAGE_SIZE, `${term}|${status}|${category}`);
  /** Scan-to-card: the scanned item's card is rendered (its page shown) and scrolled into view. */
  const showCard = (itemId: string) => {
    const at = list.findIndex((i) => i.itemId === itemId);
    if (at < 0) return;
    page.reveal(at);
    requestAnimationFrame(() => document.querySelector(`[data-item-card="${itemId}"]`)?.scrollIntoView?.({ block: 'nearest' }));
  };

  const scanner = useScanner({
    duplicateMessage: DISPATCH_MESSAGES.duplicateScan,
    type: tagMode ? 'TAG' : 'SCAN',
    onScan: async (scan) => {
      const r = checkDispatchScan(
        scan.raw,
        scan.type,
        manifest,
        all.map((i) => i.itemId),
      );
      if (!r.ok) return { ok: false, message: r.message };
      if (r.kind === 'tag') return tagging.tagAsset(r.tagId);
      // Kept in the outbox (offline): rethrown, the pipeline accepts it as pending.
      return settleWrite(
        () => {
          showCard(r.itemId);
          // The scan's id is the write's Idempotency-Key: a replay from the outbox counts once.
          return write.mutateAsync({ hubId, spaId: manifest.spaId, v2, lines: [{ lItemId: r.itemId, dispatchedQty: 1 }], key: scan.scanId });
        },
        { done: () => ({ ok: true }), refused: () => ({ ok: false }) },
      );
    },
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const dispatchSelected = () => {
    const chosen = (selected.size ? all.filter((i) => selected.has(i.itemId)) : selectable).filter((i) => isSelectable(i, manifest.assetTrackingPilot));
    const lines = chosen.map((i) => ({ lItemId: i.itemId, dispatchedQty: slideUnits(i), fulfilmentArchetype: i.fulfilmentArchetype }));
    // A crate drop has no manifest view: "Create Manifest" dispatches the chosen lines, creates and closes its tote
    // manifest (the tagged crates leave), then closes the dispatch manifest (the close flow and overlay follow).
    const createAndClose = () =>
      crateManifest.mutate({ hubId, activityGroupId: manifest.activityGroupId, spaId: manifest.spaId }, { onSuccess: () => flow.close() });
    const after = () => {
      setSelected(new Set());
      if (crateDrop) createAndClose();
    };
    if (lines.length === 0) {
      if (crateDrop) createAndClose();
      return;
    }
    write.mutate({ hubId, spaId: manifest.spaId, v2, lines }, { onSuccess: after });
  };

  if (crateDrop && closed) return <CloseOverlay hubId={hubId} manifest={manifest} onDone={onBack} />;

  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← {manifest.activityGroupId}
      </Button>
      <PageHeader
        title={groupId}
        searchPlaceholder={HUB_OPS_MESSAGES.searchItems}
        onSearch={setTerm}
        onScanClick={() => scanner.open(undefined, tagMode ? 'TAG' : 'SCAN')}
      />
      <ScanPipeline scanner={scanner} title={tagMode ? 'Tag crate' : 'Scan item'} />
      {crateDrop && manifest.vehicleActivity.vehicleActivityState === 'NOT_STARTED' && (
        // A crate drop has no manifest view (spec 000 §2 step 2): its start swipe is here.
        <SlideToConfirm
          label={DISPATCH_MESSAGES.startDispatching}
          disabled={start.isPending}
          onConfirm={() => start.mutate({ spaId: manifest.spaId, viewType: manifest.activityViewType, state: 'STARTED' })}
        />
      )}
      {crateDrop && group.data && group.data.taggedTotes.length < group.data.minTotesToTag && (
        // The crates leave with the tote manifest at "Create Manifest": the ones Mark OFD needs are tagged before.
        <Alert color="yellow" role="alert">
          {tagCratesMessage(group.data.minTotesToTag - group.data.taggedTotes.length)}
        </Alert>
      )}
      {(manifest.isToteTaggingEnabled || manifest.activityGroupType === 'HUB_TO_WH_CRATE_DROP') && (
        <SegmentedControl
          aria-label="Scan mode"
          value={tagMode ? 'TAG' : 'SCAN'}
          onChange={(v) => setTagMode(v === 'TAG')}
          data={[
            { value: 'SCAN', label: 'Scan items' },
            { value: 'TAG', label: 'Tag crates' },
          ]}
        />
      )}
      <Group gap="xs" wrap="wrap" role="group" aria-label="Status filter">
        {STATUS_FILTERS.map((s) => (
          <Chip key={s} size="sm" checked={status === s} onChange={() => setStatus(s)}>
            {s}
          </Chip>
        ))}
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Category filter">
        <Chip size="sm" checked={category === 'All'} onChange={() => setCategory('All')}>
          All
        </Chip>
        {categories.map(([c, n]) => (
          <Chip key={c} size="sm" checked={category === c} onChange={() => setCategory(c)}>
            {c} ({n})
          </Chip>
        ))}
      </Group>
      {!shortfallEnabled && started && selectable.length > 0 && (
        <Checkbox
          size="md"
          label="Select all"
          checked={selectable.every((i) => selected.has(i.itemId))}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(selectable.map((i) => i.itemId)) : new Set())}
        />
      )}
      <QueryState
        query={{ ...items, data: items.data ? list : undefined }}
        what="items"
        errorText={HUB_OPS_MESSAGES.itemsLoad}
        isEmpty={(d) => d.length === 0}
        emptyText={term.trim() || status !== 'ALL' || category !== 'All' ? HUB_OPS_MESSAGES.noItemsMatch : HUB_OPS_MESSAGES.noItems}
      >
        {() => (
          <Stack gap="xs" aria-label="Items">
            {page.rows.map((i) => {
              const open = () => (opensCrateList(i, !shortfallEnabled) ? setCrateList(i) : onOpenItem(i.itemId));
              const card = (
                <ItemCard
                  item={i}
                  done={i.dispatchedQty}
                  status={i.dispatchStatus}
                  onOpen={open}
                  extra={
                    <>
                      <OutboxLineStatus scope={dispatchScope(manifest.spaId)} line={i.itemId} />
                      {/* A mis-scan is taken back here (issue 34): the server refuses units already on a runsheet. */}
                      <CorrectionAction
                        itemId={i.itemId}
                        counted={i.dispatchedQty}
                        maxUnits={i.dispatchedQty}
                        closed={closed}
                        onCorrect={(v) => correct.mutateAsync({ ...v, hubId, spaId: manifest.spaId, itemId: i.itemId })}
                      />
                    </>
                  }
                />
              );
              return started && isSelectable(i, manifest.assetTrackingPilot) ? (
                <Group key={i.itemId} wrap="nowrap" gap="xs">
                  <Checkbox
                    size="lg"
                    aria-label={`Select ${i.itemId}`}
                    checked={selected.has(i.itemId)}
                    onChange={(e) => toggle(i.itemId, e.currentTarget.checked)}
                  />
                  <div style={{ flex: 1, minWidth: 0 }}>{card}</div>
                </Group>
              ) : (
                <div key={i.itemId}>{card}</div>
              );
            })}
            <ShowMore more={page.more} onClick={page.showMore} />
          </Stack>
        )}
      </QueryState>
      <Stack gap={4} aria-label="Tagged crates">
        <Text size="sm" fw={700}>
          Tagged crates ({group.data?.taggedTotes.length ?? 0})
        </Text>
        <Group gap={4}>
          {group.data?.taggedTotes.map((t) => (
            <Badge key={t.assetCode} variant="light" data-tagged-crate={t.assetCode}>
              {t.assetCode}
            </Badge>
          ))}
        </Group>
      </Stack>
      {started && (
        <SlideToConfirm
          label={slideLabel(manifest, selected.size)}
          disabled={write.isPending || crateManifest.isPending || flow.closing}
          onConfirm={dispatchSelected}
        />
      )}
      {tagging.dialog}
      {flow.dialogs}
      <Modal opened={crateList !== null} onClose={() => setCrateList(null)} title={crateList?.itemTitle ?? ''}>
        <Stack gap={4}>
          {crateList?.associationDetail.map((a) => (
            <Text key={a.id} size="sm">
              {a.associationType} {a.entityId}: {a.dispatchedQty} / {a.qty}
            </Text>
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}
