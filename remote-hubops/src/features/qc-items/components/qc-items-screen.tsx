import { Button, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import {
  canChangeQcStatus,
  canCompleteQc,
  QC_MESSAGES,
  QC_SORT_LIST,
  qcScanItemId,
  searchQcItems,
  type QcCompleteResult,
  type QcEdit,
  type QcFlowType,
  type QcSort,
  type QcTab,
  type ZoneQcItem,
} from '@hub/shared/contracts';
import { formatCount } from '@hub/shared/format';
import { useLiveQueries } from '@hub/shared/live';
import { settleWrite } from '@hub/shared/outbox';
import { PageHeader, QueryState, ScanPipeline, SlideToConfirm, toast, useScanner } from '@hub/shared/ui';
import { qcKeys } from '../../../api/qc-keys';
import { qcScope, useCompleteZoneQc, useQcItems, useUpdateQcState } from '../api/qc-items';
import { QcCompleteDialog } from './qc-complete-dialog';
import { QcCorrection } from './qc-correction';
import { QcItemCard } from './qc-item-card';
import { QcItemPanel } from './qc-item-panel';
import { ToteOrders } from './tote-orders';

/** Cards rendered per page: past this a "Show more" keeps long zones fast (000 brief: lists past ~100 rows paged). */
export const QC_PAGE_SIZE = 50;

const SORT_LABELS: Record<QcSort, string> = { STATUS: 'Status', PARTIAL_ORDERS: 'Partial orders' };

export interface QcItemsScreenProps {
  hubId: string;
  zoneId: string;
  /**
   * QUALITY_CHECK or ZONE_VISIBLITY, from the path: it names the list the items come from and the title. Both paths get
   * the same screen, edit panel and completion included (spec 000 §2 describes one "Zone QC items screen" for both).
   */
  type: QcFlowType;
  /** The signed-in user's name, shown after "Great job". */
  userName: string;
}

/**
 * Zone QC items (000 §2): search, scan, sort by status or partial orders, a progress bar (rejected count and
 * completed / total), item cards, the QC panel (with "Undo / correct", issue 34), and "slide to complete QC" enabled
 * only when nothing remains.
 */
export function QcItemsScreen({ hubId, zoneId, type, userName }: QcItemsScreenProps) {
  const [sort, setSort] = useState<QcSort>('STATUS');
  const [term, setTerm] = useState('');
  const [shownCount, setShownCount] = useState(QC_PAGE_SIZE);
  const [editing, setEditingItem] = useState<ZoneQcItem | null>(null);
  const [openKey, setOpenKey] = useState(0);
  const setEditing = useCallback((item: ZoneQcItem | null) => {
    if (item) setOpenKey((k) => k + 1);
    setEditingItem(item);
  }, []);
  const [tote, setTote] = useState<ZoneQcItem | null>(null);
  const [result, setResult] = useState<QcCompleteResult | null>(null);
  const query = useQcItems(hubId, type, zoneId, sort);
  // Live progress: another operator's QC edits or moves in this zone refresh the list (docs/adr/010).
  useLiveQueries(hubId, [{ e: 'zone', id: zoneId, queryKey: qcKeys.zoneItems(hubId, type, zoneId) }]);
  const update = useUpdateQcState(hubId, zoneId);
  const complete = useCompleteZoneQc(hubId, zoneId);
  const items = useMemo(() => query.data?.itemsList ?? [], [query.data]);
  const shown = useMemo(() => searchQcItems(items, term), [items, term]);
  const totals = useMemo(
    () =>
      items.reduce((t, i) => ({ total: t.total + i.totalQty, done: t.done + i.acceptedQty + i.failedQty, rejected: t.rejected + i.failedQty }), {
        total: 0,
        done: 0,
        rejected: 0,
      }),
    [items],
  );

  const open = useCallback(
    (item: ZoneQcItem) => {
      if (item.isTote) return setTote(item);
      if (!canChangeQcStatus(item)) return toast.error(QC_MESSAGES.statusChangeNotAllowed);
      return setEditing(item);
    },
    [setEditing],
  );

  const scanner = useScanner({
    listen: editing === null && tote === null && result === null,
    onScan: ({ value, type: scanType }) => {
      if (scanType !== 'SCAN') return { ok: false, message: `${scanType} type not supported` };
      const id = qcScanItemId(value);
      const item = items.find((i) => i.itemId === id);
      if (!item) return { ok: false, message: QC_MESSAGES.noItemsMatch };
      if (item.isTote) {
        setTerm(id);
        return { ok: true };
      }
      if (!canChangeQcStatus(item)) return { ok: false, message: QC_MESSAGES.statusChangeNotAllowed };
      setEditing(item);
      return { ok: true };
    },
  });

  const closePanel = useCallback(() => setEditing(null), [setEditing]);
  const save = (tab: QcTab, edit: QcEdit) =>
    settleWrite(
      () =>
        update.mutateAsync({
          itemId: editing!.itemId,
          body: { tab, ...edit, previous: { acceptedQty: editing!.acceptedQty, commentsFailed: editing!.commentsFailed } },
        }),
      {
        done: (answer) => answer,
        // Kept in the outbox (offline): the edit is saved on the device, so the panel closes and the card shows it pending.
        queued: () => null,
      },
    );

  return (
    <Stack gap="sm" p="md" pb={96}>
      <PageHeader
        title={type === 'ZONE_VISIBLITY' ? 'Zone visibility' : 'Quality check'}
        onSearch={setTerm}
        searchPlaceholder="Search item or order"
        onScanClick={() => scanner.open('camera')}
      />
      <Text fw={700} data-testid="qc-zone-id">
        Zone {zoneId}
      </Text>
      <ScanPipeline scanner={scanner} title="Scan item" />
      {term && (
        <Text size="sm" c="dimmed">
          Showing items matching “{term}”
        </Text>
      )}
      <SegmentedControl
        aria-label="Sort by"
        fullWidth
        size="md"
        styles={{ control: { minHeight: 44 }, label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
        value={sort}
        onChange={(v) => setSort(v as QcSort)}
        data={QC_SORT_LIST.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
      />
      {query.data && (
        <Stack gap={4} data-testid="qc-progress">
          <Group justify="space-between">
            <Text size="sm" c="red.8">
              Rejected {formatCount(totals.rejected)}
            </Text>
            <Text size="sm" fw={600}>
              {formatCount(totals.done)} / {formatCount(totals.total)}
            </Text>
          </Group>
          <Progress value={totals.total ? (totals.done / totals.total) * 100 : 0} aria-label="QC progress" />
        </Stack>
      )}
      <QueryState
        query={query}
        what="items"
        errorText={QC_MESSAGES.loadFailed}
        isEmpty={() => shown.length === 0}
        emptyText={items.length === 0 ? QC_MESSAGES.noItems : QC_MESSAGES.noItemsMatch}
      >
        {() => (
          <Stack gap="xs" role="list" aria-label="Items">
            {shown.slice(0, shownCount).map((item) => (
              <QcItemCard key={item.itemId} item={item} onOpen={open} outboxScope={qcScope(hubId, zoneId)} />
            ))}
            {shown.length > shownCount && (
              <Button variant="default" h={44} onClick={() => setShownCount((n) => n + QC_PAGE_SIZE)}>
                Show more ({shown.length - shownCount})
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
      {query.data && (
        <div style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: 12, background: 'var(--mantine-color-body)', zIndex: 10 }}>
          <SlideToConfirm
            label={QC_MESSAGES.slideToComplete}
            disabled={!canCompleteQc(items) || complete.isPending}
            onConfirm={() => complete.mutate(undefined, { onSuccess: setResult })}
          />
        </div>
      )}
      <QcItemPanel
        item={editing}
        openKey={openKey}
        reasons={query.data?.availableComments ?? []}
        onSave={save}
        onClose={closePanel}
        renderExtra={(item) => (
          <QcCorrection hubId={hubId} zoneId={zoneId} item={item} failureReasons={query.data?.availableComments ?? []} onDone={closePanel} />
        )}
      />
      <ToteOrders tote={tote} onClose={() => setTote(null)} />
      <QcCompleteDialog result={result} userName={userName} onDone={() => setResult(null)} />
    </Stack>
  );
}
