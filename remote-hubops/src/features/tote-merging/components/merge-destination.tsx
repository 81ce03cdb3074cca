import { Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { checkMergeScan, mergeQuestion, type SuggestedTote, TOTE_MERGE_MESSAGES } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { OutboxLineStatus, writeCallbacks } from '@hub/shared/outbox';
import { PageHeader, QueryState, ScanPipeline, useScanner } from '@hub/shared/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { mergeKeys } from '../api/keys';
import { mergeScope, useMergeTote, useMergeTotes } from '../api/merge-totes';
import { MergeToteCard } from './merge-tote-card';

export interface MergeDestinationProps {
  hubId: string;
  zoneId: string;
  /** The chosen source tote. */
  toteId: string;
  onBack: () => void;
  /** Called after a merge succeeded (the source is empty now) or was kept on the device to be sent (offline). */
  onMerged: () => void;
}

/**
 * Step 3 of tote merging (000 §2): the chosen source tote with its items and the suggested destination totes. The
 * operator scans a suggested destination (SCAN type only; any other tote is "{id} not part of tote list"), then
 * confirms the merge ("Confirm?"); the server moves every unit and empties the source.
 */
export function MergeDestination({ hubId, zoneId, toteId, onBack, onMerged }: MergeDestinationProps) {
  const detail = useMergeTote(hubId, toteId);
  const merge = useMergeTotes(hubId);
  // Live progress (docs/adr/010): another operator's merges or moves in this zone change the source and the suggestions.
  useLiveQueries(hubId, [
    { e: 'zone', id: zoneId, queryKey: mergeKeys.tote(hubId, toteId) },
    { e: 'tote', id: toteId, queryKey: mergeKeys.tote(hubId, toteId) },
  ]);
  const [chosen, setChosen] = useState<{ tote: SuggestedTote; key: string } | null>(null);
  const scanner = useScanner({
    listen: chosen === null,
    onScan: (scan) => {
      const check = checkMergeScan(scan.raw, scan.type, detail.data?.suggestedTotes ?? []);
      if (!check.ok) return { ok: false, message: check.message };
      // The scan's id keys the merge it confirms: a retried confirmation of this scan merges once.
      setChosen({ tote: check.tote, key: scan.scanId });
      return { ok: true };
    },
  });
  const confirm = () => {
    if (!chosen || !detail.data) return;
    merge.mutate(
      { zoneId, source: toteId, destination: chosen.tote.toteId, key: chosen.key },
      writeCallbacks({
        done: () => {
          setChosen(null);
          onMerged();
        },
        // Kept on the device (offline): done here as far as the operator goes; the zone's list marks both totes pending.
        queued: () => {
          setChosen(null);
          onMerged();
        },
        refused: () => setChosen(null),
      }),
    );
  };
  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← {zoneId}
      </Button>
      <PageHeader title={`${TOTE_MERGE_MESSAGES.mergeTotes} · ${zoneId}`} onScanClick={() => scanner.open(undefined, 'SCAN')} />
      <ScanPipeline scanner={scanner} title={TOTE_MERGE_MESSAGES.scanTitle} />
      <QueryState query={detail} what="tote" errorText={TOTE_MERGE_MESSAGES.loadFailed}>
        {(d) => (
          <Stack gap="sm">
            <Title order={2} size="h5">
              {TOTE_MERGE_MESSAGES.sourceTote}
            </Title>
            <MergeToteCard tote={d.tote} highlight />
            <OutboxLineStatus scope={mergeScope(hubId, zoneId)} line={toteId} />
            <Stack gap={4} aria-label="Items in the source tote" role="list">
              {d.items.map((i) => (
                <Group key={i.itemId} gap="xs" wrap="nowrap" role="listitem">
                  {i.imageUrl && <Image src={i.imageUrl} alt="" w={36} h={36} fit="contain" />}
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                    {i.itemTitle}
                  </Text>
                  <Text size="sm" fw={600}>
                    x{i.units}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Title order={2} size="h5">
              {TOTE_MERGE_MESSAGES.suggestedTotes}
            </Title>
            {d.suggestedTotes.length === 0 ? (
              <Text c="dimmed" ta="center" p="lg" data-empty>
                {TOTE_MERGE_MESSAGES.noTotes}
              </Text>
            ) : (
              <>
                <Text fw={600}>{TOTE_MERGE_MESSAGES.scanDestination}</Text>
                <Stack gap="xs" role="list" aria-label="Suggested totes">
                  {d.suggestedTotes.map((t) => (
                    <div key={t.toteId} role="listitem">
                      <MergeToteCard tote={t} />
                    </div>
                  ))}
                </Stack>
              </>
            )}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={chosen !== null}
        text={chosen && detail.data ? mergeQuestion(toteId, chosen.tote.toteId, detail.data.tote.units) : ''}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
        busy={merge.isPending}
      />
    </Stack>
  );
}
