import { Badge, Button, Card, Drawer, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { TOTE_MESSAGES } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { OutboxLineStatus, settleWrite } from '@hub/shared/outbox';
import { QueryState, ScanPipeline, TypableScanner, useScanner } from '@hub/shared/ui';
import { toteKeys } from '../../../api/keys';
import { psvScope, usePsvData, useRecordPsvScan } from '../api/psv';

/**
 * The verification view (001 §2): verified / total, distribution by size, a card per last-seen activity; "Continue
 * PSV" while incomplete opens a scanner drawer that records each scanned tote (typed, camera or hardware wedge).
 */
export function PsvVerification({ hubId, taskId }: { hubId: string; taskId: string | null }) {
  const data = usePsvData(hubId, taskId);
  // Live progress: scans of this hub's PSV tasks by other operators refresh the counts (docs/adr/010).
  useLiveQueries(hubId, [{ e: 'psv', queryKey: toteKeys.psv(hubId) }]);
  const record = useRecordPsvScan(hubId);
  const [drawer, setDrawer] = useState(false);
  const [recorded, setRecorded] = useState<string[]>([]);
  const task = data.data?.task ?? null;
  const scanner = useScanner({
    listen: drawer,
    onScan: async ({ value, scanId }) => {
      if (!task) return { ok: false, message: TOTE_MESSAGES.verifyFailed };
      return settleWrite(() => record(value, task.psvTaskId, scanId), {
        done: (res) => {
          setRecorded((r) => [value, ...r.filter((x) => x !== value)]);
          return { ok: true, message: res.alreadyVerified ? `${value} was already verified` : `${value} verified` };
        },
        // Kept in the outbox (offline): listed as scanned, marked pending until the server confirms it.
        queued: (e) => {
          setRecorded((r) => [value, ...r.filter((x) => x !== value)]);
          throw e;
        },
        refused: (e) => ({ ok: false, message: getErrorMessage(e, TOTE_MESSAGES.verifyFailed) }),
      });
    },
  });
  return (
    <QueryState query={data} what="PSV data" errorText={TOTE_MESSAGES.loadFailed} isEmpty={(d) => d.task === null} emptyText={TOTE_MESSAGES.noRecords}>
      {(d) => {
        const t = d.task!;
        const complete = t.verifiedAssetCount >= t.totalAssetCount;
        return (
          <Stack gap="sm">
            <Card withBorder radius="md" padding="md">
              <Group justify="space-between">
                <Text fw={600}>Total verified totes</Text>
                <Text fw={700} fz="lg" data-testid="psv-verified">
                  {t.verifiedAssetCount} / {t.totalAssetCount}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t.psvTaskId} · {t.state}
              </Text>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Text fw={600} mb="xs">
                By asset size
              </Text>
              <SimpleGrid cols={3} spacing="xs">
                {t.assetDistribution.map((s) => (
                  <Stack key={s.assetSizeClassification} gap={0} align="center">
                    <Text fw={700}>
                      {s.verifiedAssetCount} / {s.totalAssetCount}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.assetSizeClassification}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Card>
            {t.activities.map((a) => (
              <Card key={a.activity} withBorder radius="md" padding="sm">
                <Group justify="space-between">
                  <Text>{a.activity}</Text>
                  <Badge variant="light" color={a.verifiedAssetCount === a.totalAssetCount ? 'green' : 'gray'}>
                    {a.verifiedAssetCount} / {a.totalAssetCount} verified
                  </Badge>
                </Group>
              </Card>
            ))}
            {!complete && (
              <Button h={44} onClick={() => setDrawer(true)}>
                {TOTE_MESSAGES.continuePsv}
              </Button>
            )}
            <Drawer opened={drawer} onClose={() => setDrawer(false)} position="bottom" size="auto" title={`${TOTE_MESSAGES.continuePsv}: ${t.psvTaskId}`}>
              <Stack gap="sm" pb="md">
                <Text size="sm" data-testid="psv-drawer-count">
                  Verified {t.verifiedAssetCount} / {t.totalAssetCount}
                </Text>
                <TypableScanner
                  label={TOTE_MESSAGES.scanToteBarcode}
                  onSubmit={(raw) => void scanner.submit(raw, { source: 'typed' })}
                  onCameraClick={() => scanner.open('camera')}
                />
                {recorded.length > 0 && (
                  <List size="sm" aria-label="Scanned totes">
                    {recorded.map((c) => (
                      <List.Item key={c}>
                        {c}
                        <OutboxLineStatus scope={psvScope(hubId)} line={c} />
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Drawer>
            <ScanPipeline scanner={scanner} title={TOTE_MESSAGES.scanToteBarcode} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
