import { Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError, getErrorMessage } from '@hub/shared/api';
import {
  checkToteScan,
  type RunsheetItem,
  type RunsheetItemsResponse,
  type RunsheetTote,
  RUNSHEET_MESSAGES as M,
  RUNSHEET_TOAST_MS,
  toteScanState,
} from '@hub/shared/contracts';
import { OutboxLineStatus, settleWrite } from '@hub/shared/outbox';
import { Modal, ScanIcon, ScanPipeline, toast, useScanner } from '@hub/shared/ui';
import { SearchFilterBar } from '../../../components/search-filter-bar';
import { runsheetKeys } from '../../../api/keys';
import { collectAction, runsheetScope, scanTote, useCollectItems } from '../api/runsheet-item-writes';
import { collectGroups, needsReason } from './group-by-type';
import { ReasonPickerModal } from './reason-picker-modal';

const TOTE_FILTERS = ['All', 'Scan Pending', 'Scanned', 'Verified'] as const;

export interface TotesPanelProps {
  /** The runsheet's items response (tote view); required. */
  data: RunsheetItemsResponse;
  /** False until the activity has started: scans and verification wait for it; required. */
  active: boolean;
}

/**
 * Totes tab (spec 001 §2): "Search by Tote ID", a status filter, the scanner "Scan Totes" / "Scan Tote Barcode" with
 * the verified count, tote cards (id, category, "Empty Tote" / "With Items", "Scan Pending" / "Scanned" / "Verified")
 * that expand to their items once scanned, and "{tote}: Verify Items ({count})".
 */
export function TotesPanel({ data, active }: TotesPanelProps) {
  const queryClient = useQueryClient();
  const runsheetId = data.runsheetId;
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<(typeof TOTE_FILTERS)[number]>('All');
  const totes = data.toteItemsList;
  const scanner = useScanner({
    listen: active,
    onScan: async (scan) => {
      const verdict = checkToteScan(totes, scan.raw);
      if (!verdict.ok) return { ok: false, message: verdict.message };
      // Kept in the outbox (offline): rethrown, the pipeline accepts it as pending and the tote's card shows it.
      return settleWrite(() => scanTote(runsheetId, verdict.value, scan.scanId), {
        done: async (res) => {
          // The pipeline toasts refusals; this success lasts 2 s (spec 001 §8), so it is toasted here.
          toast.success(res.message, { duration: RUNSHEET_TOAST_MS.toteScanned });
          await queryClient.invalidateQueries({ queryKey: runsheetKeys.detail(runsheetId) });
          return { ok: true };
        },
        refused: (e) => ({ ok: false, message: e instanceof ApiError ? getErrorMessage(e) : M.fallback }),
      });
    },
  });
  const verified = totes.filter((t) => t.isVerified).length;
  const shown = useMemo(
    () => totes.filter((t) => t.toteId.toLowerCase().includes(term.trim().toLowerCase()) && (filter === 'All' || toteScanState(t) === filter)),
    [totes, term, filter],
  );
  return (
    <Stack gap="sm">
      <SearchFilterBar
        term={term}
        onTermChange={setTerm}
        placeholder="Search by Tote ID"
        filters={TOTE_FILTERS}
        filter={filter}
        onFilterChange={setFilter}
        filterLabel="Tote status filter"
        filterWidth={140}
      />
      <Group justify="space-between">
        <Button h={44} leftSection={<ScanIcon size={18} />} disabled={!active} onClick={() => scanner.open('typable')}>
          Scan Totes
        </Button>
        <Text fw={600} aria-live="polite">
          Verified {verified} / {totes.length}
        </Text>
      </Group>
      <ScanPipeline scanner={scanner} title="Scan Tote Barcode" label="Tote ID" keepOpen />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg" data-empty>
          {totes.length ? M.noMatch : M.noItems}
        </Text>
      ) : (
        shown.map((t) => <ToteCard key={t.toteId} tote={t} runsheetId={runsheetId} reasons={data.intercityNotDeliveredReasons} active={active} />)
      )}
    </Stack>
  );
}

function ToteCard({ tote, runsheetId, reasons, active }: { tote: RunsheetTote; runsheetId: string; reasons: string[]; active: boolean }) {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [reviewing, setReviewing] = useState(false);
  const state = toteScanState(tote);
  const pending = tote.itemsList.filter((i) => !i.isVerified);
  const selected = pending.filter((i) => ticked.has(i.itemId));
  const label = `${tote.toteId}: Verify Items (${selected.length})`;
  return (
    <Card withBorder padding="sm" data-tote={tote.toteId}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>{tote.toteId}</Text>
          <Text size="sm" c="dimmed">
            {tote.category}
          </Text>
        </Stack>
        <Group gap={4}>
          <Badge variant="light" color="gray">
            {tote.itemsList.length ? 'With Items' : 'Empty Tote'}
          </Badge>
          <Badge color={state === 'Verified' ? 'green' : state === 'Scanned' ? 'blue' : 'orange'}>{state}</Badge>
        </Group>
      </Group>
      <OutboxLineStatus scope={runsheetScope(runsheetId)} line={tote.toteId} />
      {tote.isScanned && tote.itemsList.length > 0 && (
        <Stack gap={4} mt="xs">
          {tote.itemsList.map((i) => (
            <Checkbox
              key={i.itemId}
              label={`${i.itemTitle} (${i.itemId}) × ${i.qty}${i.isVerified ? ' · Verified' : ''}`}
              checked={i.isVerified || ticked.has(i.itemId)}
              disabled={i.isVerified || !active}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setTicked((s) => {
                  const next = new Set(s);
                  if (on) next.add(i.itemId);
                  else next.delete(i.itemId);
                  return next;
                });
              }}
              styles={{ body: { minHeight: 44, alignItems: 'center' } }}
            />
          ))}
          {pending.length > 0 && (
            <Button h={44} mt="xs" disabled={selected.length === 0} onClick={() => setReviewing(true)}>
              {label}
            </Button>
          )}
        </Stack>
      )}
      <VerifyItemsModal
        opened={reviewing}
        toteId={tote.toteId}
        runsheetId={runsheetId}
        items={selected}
        reasons={reasons}
        onClose={() => setReviewing(false)}
        onDone={() => (setReviewing(false), setTicked(new Set()))}
      />
    </Card>
  );
}

/** "Verify Items In {tote}" (spec 001 §2): the ticked items, a reason for intercity items that lack one, then verify. */
function VerifyItemsModal(props: {
  opened: boolean;
  toteId: string;
  runsheetId: string;
  items: RunsheetItem[];
  reasons: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { opened, toteId, runsheetId, items, reasons, onClose, onDone } = props;
  const verify = useCollectItems(runsheetId, 'verify');
  const [askReason, setAskReason] = useState(false);
  const missing = needsReason(items);
  const run = (reason: string | null) => verify.mutate(collectAction(collectGroups(items, { reason, toteId })), { onSuccess: onDone });
  return (
    <>
      <Modal opened={opened && !askReason} onClose={onClose} title={`Verify Items In ${toteId}`}>
        <Stack gap="xs">
          {items.map((i) => (
            <Text key={i.itemId} size="sm">
              {i.itemTitle} ({i.itemId}) × {i.qty}
            </Text>
          ))}
          <Button h={44} loading={verify.isPending} disabled={items.length === 0} onClick={() => (missing.length ? setAskReason(true) : run(null))}>
            Verify {items.length} {items.length === 1 ? 'item' : 'items'}
          </Button>
        </Stack>
      </Modal>
      <ReasonPickerModal
        opened={opened && askReason}
        itemIds={missing.map((i) => i.itemId)}
        reasons={reasons}
        onClose={() => setAskReason(false)}
        onConfirm={(reason) => (setAskReason(false), run(reason))}
      />
    </>
  );
}
