import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import {
  batchOfTote,
  batchSwitchRefusal,
  checkInscanScan,
  type InscanTote,
  type InscanToteResponse,
  inscanFailedMessage,
  inscanSuccessMessage,
  OFD_MESSAGES,
  type RouteBatch,
  searchTotes,
  TOTE_INSCAN_MESSAGES,
  totesListFailedMessage,
} from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { OutboxLineStatus, settleWrite } from '@hub/shared/outbox';
import { Modal, PageHeader, QueryState, ScanPipeline, toast, useScanner } from '@hub/shared/ui';
import { OutboxOtherLines } from '../../../components/outbox-other-lines';
import { inscanScope, useCoupledTotes, useInscanTote } from '../api/coupled-totes';
import { inscanKeys } from '../api/keys';
import { hubMinuteNow } from '../utils/hub-minute';

/** Cards rendered per page: a hub can have hundreds of totes coupled; "Show more" adds the next page. */
export const INSCAN_PAGE_SIZE = 50;
function ToteCard({ tote, showBatch, scope }: { tote: InscanTote; showBatch: boolean; scope: string }) {
  const units = tote.associations.reduce((s, a) => s + a.qty, 0);
  return (
    <Card withBorder padding="sm" role="listitem" data-inscan-tote={tote.toteId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{tote.toteId}</Text>
          <Text size="sm">Zone {tote.zoneId}</Text>
          <Text size="xs" c="dimmed">
            {tote.associations.length} {tote.associations.length === 1 ? 'line' : 'lines'} · {units} {units === 1 ? 'unit' : 'units'}
          </Text>
          {tote.associations.slice(0, 3).map((a) => (
            <Text key={a.itemId} size="xs" truncate>
              {a.qty} x {a.itemTitle}
            </Text>
          ))}
          {tote.associations.length > 3 && (
            <Text size="xs" c="dimmed">
              +{tote.associations.length - 3} more
            </Text>
          )}
          <OutboxLineStatus scope={scope} line={tote.toteId} />
        </Stack>
        {showBatch && (
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {batchOfTote(tote.routeBatch) === 'MORNING' ? OFD_MESSAGES.morning : OFD_MESSAGES.afternoon}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

/**
 * Tote in-scan (000 §2, §4, §5): search, scan (hardware wedge, typed or camera), the list of totes still to scan and,
 * with route batching, the Morning / Afternoon switch (Afternoon only from the hub's afternoon start to 7 PM, or once
 * the morning list is empty: "Cannot switch to afternoon batch before 10 AM"). A scan is checked on the phone first
 * (same rules and texts as the server) and then in-scanned; success opens the dialog naming the zone.
 */
export function InscanScreen({ hubId }: { hubId: string }) {
  const [batch, setBatch] = useState<RouteBatch>('MORNING');
  const current = useCoupledTotes(hubId, batch);
  const batching = current.data?.routeBatching ?? false;
  // With route batching the other batch's totes are known too, so a tote of the other batch is named as such.
  const other = useCoupledTotes(hubId, batch === 'MORNING' ? 'AFTERNOON' : 'MORNING', batching);
  const inscan = useInscanTote(hubId);
  // Live progress (docs/adr/010): totes coupled to this hub, or in-scanned by another operator, refresh the lists.
  useLiveQueries(hubId, [{ e: 'inscan', queryKey: inscanKeys.hub(hubId) }]);
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState(INSCAN_PAGE_SIZE);
  const [done, setDone] = useState<InscanToteResponse | null>(null);

  const pending = useMemo(
    () =>
      searchTotes(
        (current.data?.totes ?? []).filter((t) => !t.scanned),
        term,
      ),
    [current.data, term],
  );

  // Totes this list shows (search aside): in-scans kept or refused for any other tote are listed above it.
  const listed = useMemo(() => (current.data ? new Set(current.data.totes.filter((t) => !t.scanned).map((t) => t.toteId)) : null), [current.data]);

  const switchBatch = (to: RouteBatch) => {
    if (to === batch || !current.data) return;
    const refusal = batchSwitchRefusal(to, {
      minuteOfDay: hubMinuteNow(current.data.hubMinuteOfDay, current.dataUpdatedAt),
      morningListEmpty: current.data.morningPendingCount === 0,
      start: current.data.afternoonStartMinute,
    });
    if (refusal) {
      toast.error(refusal);
      return;
    }
    setBatch(to);
    setShown(INSCAN_PAGE_SIZE);
  };

  const scanner = useScanner({
    duplicateMessage: TOTE_INSCAN_MESSAGES.duplicateScan,
    onScan: async (scan) => {
      if (!current.data)
        return { ok: false, message: current.isError ? totesListFailedMessage(getErrorMessage(current.error)) : TOTE_INSCAN_MESSAGES.listLoading };
      const known = batching ? [...current.data.totes, ...(other.data?.totes ?? [])] : current.data.totes;
      const check = checkInscanScan(scan.raw, scan.type, { totes: known, batch: batching ? batch : null });
      if (!check.ok) return { ok: false, message: check.message };
      // Kept on the device (offline): rethrown, the pipeline accepts it as pending and the tote's card says so.
      return settleWrite(
        () =>
          inscan.mutateAsync({
            body: {
              toteId: check.tote.toteId,
              associations: check.tote.associations.map((a) => ({ itemId: a.itemId, qty: a.qty })),
              routeBatch: batching ? batch : undefined,
              scanType: 'SCAN',
            },
            scanId: scan.scanId,
          }),
        {
          done: (answer) => {
            setDone(answer);
            return { ok: true };
          },
          refused: (e) => ({ ok: false, message: inscanFailedMessage(getErrorMessage(e)) }),
        },
      );
    },
  });

  return (
    <Stack gap="sm" p="md">
      <PageHeader
        title={TOTE_INSCAN_MESSAGES.title}
        searchPlaceholder={TOTE_INSCAN_MESSAGES.searchTote}
        onSearch={(t) => {
          setTerm(t);
          setShown(INSCAN_PAGE_SIZE);
        }}
        onScanClick={() => scanner.open(undefined, 'SCAN')}
      />
      <ScanPipeline scanner={scanner} title={TOTE_INSCAN_MESSAGES.scanTitle} />
      {batching && (
        <SegmentedControl
          aria-label="Route batch"
          fullWidth
          size="md"
          value={batch}
          onChange={(v) => switchBatch(v as RouteBatch)}
          data={[
            { value: 'MORNING', label: OFD_MESSAGES.morning },
            { value: 'AFTERNOON', label: OFD_MESSAGES.afternoon },
          ]}
          styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
        />
      )}
      <OutboxOtherLines scope={inscanScope(hubId)} listed={listed} label={(t) => `Tote ${t}`} title="Other in-scans saved on this device" />
      <QueryState
        query={{ ...current, data: current.data ? pending : undefined }}
        what="totes"
        errorText={current.isError ? totesListFailedMessage(getErrorMessage(current.error)) : undefined}
        isEmpty={(rows) => rows.length === 0}
        emptyText={term.trim() ? TOTE_INSCAN_MESSAGES.noTotesMatch : TOTE_INSCAN_MESSAGES.noTotes}
      >
        {(rows) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" data-pending-count={rows.length}>
              {rows.length} {rows.length === 1 ? 'tote' : 'totes'} to in-scan
            </Text>
            <Stack gap="xs" role="list" aria-label="Totes to in-scan">
              {rows.slice(0, shown).map((t) => (
                <ToteCard key={t.toteId} tote={t} showBatch={batching} scope={inscanScope(hubId)} />
              ))}
            </Stack>
            {rows.length > shown && (
              <Button variant="default" h={44} onClick={() => setShown((s) => s + INSCAN_PAGE_SIZE)}>
                Show more ({rows.length - shown} more)
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
      <Modal opened={done !== null} onClose={() => setDone(null)} title={TOTE_INSCAN_MESSAGES.title}>
        {done && (
          <Stack gap="md" data-inscan-done={done.toteId} data-inscan-zone={done.zoneId}>
            <Text fw={600}>{inscanSuccessMessage(done.zoneId)}</Text>
            <Button h={44} onClick={() => setDone(null)}>
              OK
            </Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
