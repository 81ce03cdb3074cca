import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { checkMergeScan, searchTotes, TOTE_MERGE_MESSAGES } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { OutboxLineStatus } from '@hub/shared/outbox';
import { PageHeader, QueryState, ScanPipeline, useScanner } from '@hub/shared/ui';
import { OutboxOtherLines } from '../../../components/outbox-other-lines';
import { mergeKeys } from '../api/keys';
import { mergeScope, useMergeZoneTotes } from '../api/merge-totes';
import { MergeToteCard } from './merge-tote-card';

export interface MergeSourceListProps {
  hubId: string;
  zoneId: string;
  /** Called with the chosen source tote (scanned or tapped). */
  onSelect: (toteId: string) => void;
  onBack: () => void;
}

/**
 * Step 2 of tote merging (000 §2): "Merge Totes" with the zone, its source totes (id, weight, lines, units), tote search
 * and a scan: "Scan a source tote to start merging". A scan must name a tote of the list ("{id} not part of tote list")
 * and be of SCAN type.
 */
export function MergeSourceList({ hubId, zoneId, onSelect, onBack }: MergeSourceListProps) {
  const totes = useMergeZoneTotes(hubId, zoneId);
  // Live progress (docs/adr/010): merges, moves and dispatches of this zone's totes by anyone refresh the list.
  useLiveQueries(hubId, [{ e: 'zone', id: zoneId, queryKey: mergeKeys.zoneTotes(hubId, zoneId) }]);
  const scope = mergeScope(hubId, zoneId);
  const listed = useMemo(() => (totes.data ? new Set(totes.data.totes.map((t) => t.toteId)) : null), [totes.data]);
  const [term, setTerm] = useState('');
  const shown = useMemo(() => searchTotes(totes.data?.totes ?? [], term), [totes.data, term]);
  const scanner = useScanner({
    onScan: (scan) => {
      const check = checkMergeScan(scan.raw, scan.type, totes.data?.totes ?? []);
      if (!check.ok) return { ok: false, message: check.message };
      onSelect(check.tote.toteId);
      return { ok: true };
    },
  });
  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← Zones
      </Button>
      <PageHeader
        title={`${TOTE_MERGE_MESSAGES.mergeTotes} · ${zoneId}`}
        searchPlaceholder={TOTE_MERGE_MESSAGES.searchTote}
        onSearch={setTerm}
        onScanClick={() => scanner.open(undefined, 'SCAN')}
      />
      <ScanPipeline scanner={scanner} title={TOTE_MERGE_MESSAGES.scanTitle} />
      <Text fw={600}>{TOTE_MERGE_MESSAGES.scanSource}</Text>
      <OutboxOtherLines scope={scope} listed={listed} label={(t) => `Tote ${t}`} title="Other merges saved on this device" />
      <QueryState
        query={totes}
        what="totes"
        errorText={TOTE_MERGE_MESSAGES.loadFailed}
        isEmpty={() => shown.length === 0}
        emptyText={TOTE_MERGE_MESSAGES.noTotes}
      >
        {() => (
          <Stack gap="xs" role="list" aria-label="Source totes">
            {shown.map((t) => (
              <Stack key={t.toteId} gap={4} role="listitem" aria-label={`Source tote ${t.toteId}`}>
                <UnstyledButton mih={44} onClick={() => onSelect(t.toteId)}>
                  <MergeToteCard tote={t} />
                </UnstyledButton>
                {/* Beside the button, not in it: a refused merge's Dismiss is a button of its own. */}
                <OutboxLineStatus scope={scope} line={t.toteId} />
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
