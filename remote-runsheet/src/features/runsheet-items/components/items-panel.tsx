import { Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { checkItemScan, type RunsheetItem, RUNSHEET_MESSAGES as M, RUNSHEET_TOAST_MS } from '@hub/shared/contracts';
import { OutboxLineStatus, settleWrite } from '@hub/shared/outbox';
import { ScanIcon, ScanPipeline, type ScanOutcome, toast, useScanner } from '@hub/shared/ui';
import { SearchFilterBar } from '../../../components/search-filter-bar';
import { runsheetKeys } from '../../../api/keys';
import { collectAction, collectScannedItem, runsheetScope, useCollectItems } from '../api/runsheet-item-writes';
import { collectGroups, needsReason } from './group-by-type';
import { ReasonPickerModal } from './reason-picker-modal';

const ITEM_FILTERS = ['All', 'Pending', 'Collected'] as const;

export interface ItemsPanelProps {
  /** Runsheet the items belong to; required. */
  runsheetId: string;
  /** Items of the tab: loose items (tote view "Outside Tote") or every item (plain view "Items"); required. */
  items: readonly RunsheetItem[];
  /** The intercity not-delivered reasons; required. */
  reasons: readonly string[];
  /** False until the activity has started; required. */
  active: boolean;
  /** Opens an item's drop points (the page shows them); default none: no "Drop points" button. */
  onShowDrops?: (item: RunsheetItem) => void;
}

/**
 * Items / Outside Tote tab (spec 001 §2, §5): "Search Items", a status filter, item scans matched by their first 10
 * characters, and bulk collect of the ticked items; intercity items without a reason ask "Select Reason" first.
 */
export function ItemsPanel({ runsheetId, items, reasons, active, onShowDrops }: ItemsPanelProps) {
  const queryClient = useQueryClient();
  const bulk = useCollectItems(runsheetId, 'collect');
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<(typeof ITEM_FILTERS)[number]>('All');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  // A pending collection that needs a reason: the items, and whether it came from a scan (one item) or bulk.
  const [asking, setAsking] = useState<{ items: RunsheetItem[]; scanId?: string } | null>(null);

  const collectOne = (item: RunsheetItem, scanId: string, reason: string | null): Promise<ScanOutcome> =>
    settleWrite(() => collectScannedItem(runsheetId, collectGroups([item], { reason })[0]!, scanId), {
      done: (res) => {
        toast.success(res.message, { duration: RUNSHEET_TOAST_MS.success });
        return { ok: true };
      },
      // Kept in the outbox (offline): accepted, pending; the item's card shows it (the outbox said so in a toast).
      queued: () => ({ ok: true, pending: true }),
      refused: (e) => ({ ok: false, message: getErrorMessage(e) }),
      settled: () => queryClient.invalidateQueries({ queryKey: runsheetKeys.detail(runsheetId) }),
    });
  const scanner = useScanner({
    listen: active,
    onScan: async (scan) => {
      const verdict = checkItemScan(items, scan.raw);
      if (!verdict.ok) return { ok: false, message: verdict.message };
      const item = items.find((i) => i.itemId === verdict.value)!;
      if (needsReason([item]).length) {
        scanner.close();
        setAsking({ items: [item], scanId: scan.scanId });
        return { ok: true };
      }
      return collectOne(item, scan.scanId, null);
    },
  });

  const shown = useMemo(() => {
    const t = term.trim().toLowerCase();
    return items.filter(
      (i) =>
        (!t || i.itemId.toLowerCase().includes(t) || i.itemTitle.toLowerCase().includes(t)) && (filter === 'All' || (filter === 'Collected') === i.isCollected),
    );
  }, [items, term, filter]);
  const selected = items.filter((i) => ticked.has(i.itemId) && !i.isCollected);
  const runBulk = (chosen: RunsheetItem[], reason: string | null) =>
    bulk.mutate(collectAction(collectGroups(chosen, { reason })), { onSuccess: () => setTicked(new Set()) });

  return (
    <Stack gap="sm">
      <SearchFilterBar
        term={term}
        onTermChange={setTerm}
        placeholder="Search Items"
        filters={ITEM_FILTERS}
        filter={filter}
        onFilterChange={setFilter}
        filterLabel="Item status filter"
      />
      <Group justify="space-between">
        <Button h={44} variant="default" leftSection={<ScanIcon size={18} />} disabled={!active} onClick={() => scanner.open('typable')}>
          Scan Items
        </Button>
        <Button
          h={44}
          disabled={!active || selected.length === 0}
          loading={bulk.isPending}
          onClick={() => (needsReason(selected).length ? setAsking({ items: selected }) : runBulk(selected, null))}
        >
          Collect Selected ({selected.length})
        </Button>
      </Group>
      <ScanPipeline scanner={scanner} title="Scan Items" label="Item code" keepOpen />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg" data-empty>
          {items.length ? M.noMatch : M.noItems}
        </Text>
      ) : (
        shown.map((i) => (
          <Card key={i.itemId} withBorder padding="sm" data-item={i.itemId}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {/* The whole text is the checkbox's label: a touch target as tall as the row, not just the box. */}
              <Checkbox
                style={{ flex: 1 }}
                styles={{ body: { minHeight: 44, alignItems: 'flex-start' }, labelWrapper: { flex: 1 } }}
                label={
                  <Stack gap={0}>
                    <Text fw={600}>{i.itemTitle}</Text>
                    <Text size="sm">
                      {i.itemId} × {i.qty}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {i.notDeliveredReason ?? 'No reason given'}
                    </Text>
                  </Stack>
                }
                checked={i.isCollected || ticked.has(i.itemId)}
                disabled={i.isCollected || !active}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setTicked((s) => {
                    const next = new Set(s);
                    if (on) next.add(i.itemId);
                    else next.delete(i.itemId);
                    return next;
                  });
                }}
                size="md"
              />
              <Stack gap={4} align="flex-end">
                <Badge variant="light" color={i.itemType === 'INTERCITY' ? 'grape' : 'gray'}>
                  {i.itemType}
                </Badge>
                <Badge color={i.isCollected ? 'green' : 'orange'}>{i.isCollected ? 'COLLECTED' : 'NOT STARTED'}</Badge>
              </Stack>
            </Group>
            <OutboxLineStatus scope={runsheetScope(runsheetId)} line={i.itemId} />
            {onShowDrops && i.dropPointId && (
              // Read-only, so offered before the activity starts too: where the item came back from.
              <Button h={44} variant="subtle" mt={4} aria-label={M.itemDropsTitle(i.itemId)} onClick={() => onShowDrops(i)}>
                {M.itemDropsButton}
              </Button>
            )}
          </Card>
        ))
      )}
      <ReasonPickerModal
        opened={asking !== null}
        itemIds={needsReason(asking?.items ?? []).map((i) => i.itemId)}
        reasons={reasons}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const a = asking!;
          setAsking(null);
          if (a.scanId)
            void collectOne(a.items[0]!, a.scanId, reason).then((o) => {
              if (!o.ok && o.message) toast.error(o.message);
            });
          else runBulk(a.items, reason);
        }}
      />
    </Stack>
  );
}
