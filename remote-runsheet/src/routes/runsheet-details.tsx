import { Button, Group, Stack, Tabs, Text, Title, ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { RUNSHEET_MESSAGES as M, type RunsheetItem } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { QueryState } from '@hub/shared/ui';
import { ClosePanel } from '../features/close-runsheet/components/close-panel';
import { HoldControl } from '../features/close-runsheet/components/hold-control';
import { DropPointsPanel } from '../features/drop-points/components/drop-points-panel';
import { ItemDropPoints } from '../features/drop-points/components/item-drop-points';
import { useRunsheetItems } from '../features/runsheet-items/api/get-runsheet-items';
import { ItemsPanel } from '../features/runsheet-items/components/items-panel';
import { StartActivitySwipe } from '../features/runsheet-items/components/start-activity-swipe';
import { TotesPanel } from '../features/runsheet-items/components/totes-panel';
import { runsheetKeys } from '../api/keys';

export interface RunsheetDetailsProps {
  hubId: string;
  runsheetId: string;
  /** Back to the list (step 1). */
  onBack: () => void;
  /** The tab in the URL, or null for the first. */
  tab: string | null;
  onTab: (tab: string) => void;
}

/**
 * Steps 2 and 3 (spec 001 §2): one runsheet's totes and items, its drop points, start, hold and close. Loaded on
 * demand, so opening the screen (the list) stays small.
 */
export function RunsheetDetails({ hubId, runsheetId, onBack, tab, onTab }: RunsheetDetailsProps) {
  const items = useRunsheetItems(runsheetId);
  // Live progress: another operator's scans and collects on this runsheet refresh it (docs/adr/010).
  useLiveQueries(hubId, [{ e: 'runsheet', id: runsheetId, queryKey: runsheetKeys.detail(runsheetId) }]);
  const [closing, setClosing] = useState(false);
  // The item whose drop points are open (step 3 reached from an item: 001 §2 "the item drop points").
  const [dropsOf, setDropsOf] = useState<RunsheetItem | null>(null);
  return (
    <Stack gap="sm" p="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" size={44} aria-label="Back to runsheets" onClick={onBack}>
          ‹
        </ActionIcon>
        <Title order={3} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {runsheetId}
        </Title>
      </Group>
      <QueryState query={items} what="runsheet items" errorText={M.loadItemsFailed}>
        {(data) => {
          const active = data.status === 'IN_PROGRESS';
          const toteView = data.toteItemsList.length > 0;
          const tabs = toteView ? ['Totes', 'Outside Tote', 'Drop-Points'] : ['Items', 'Drop-Points'];
          const current = tab && tabs.includes(tab) ? tab : tabs[0]!;
          return (
            <Stack gap="sm">
              <Text size="sm">
                Status: <b>{data.status.replace('_', ' ')}</b>
              </Text>
              <StartActivitySwipe runsheetId={runsheetId} status={data.status} />
              {data.status !== 'ENDED' && (
                <Group gap="xs" align="flex-start">
                  <HoldControl runsheetId={runsheetId} onHold={data.onHold} holdReason={null} />
                  <Button h={44} color="green" disabled={!active} onClick={() => setClosing(true)}>
                    Close Runsheet
                  </Button>
                </Group>
              )}
              <Tabs value={current} onChange={(v) => v && onTab(v)} keepMounted={false}>
                <Tabs.List grow>
                  {tabs.map((t) => (
                    <Tabs.Tab key={t} value={t} h={44}>
                      {t}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="Totes" pt="sm">
                  <TotesPanel data={data} active={active} />
                </Tabs.Panel>
                <Tabs.Panel value="Outside Tote" pt="sm">
                  <ItemsPanel
                    runsheetId={runsheetId}
                    items={data.looseItemsList}
                    reasons={data.intercityNotDeliveredReasons}
                    active={active}
                    onShowDrops={setDropsOf}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="Items" pt="sm">
                  <ItemsPanel
                    runsheetId={runsheetId}
                    items={data.itemsList}
                    reasons={data.intercityNotDeliveredReasons}
                    active={active}
                    onShowDrops={setDropsOf}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="Drop-Points" pt="sm">
                  <DropPointsPanel runsheetId={runsheetId} active={active} />
                </Tabs.Panel>
              </Tabs>
              <ItemDropPoints runsheetId={runsheetId} item={dropsOf} active={active} onClose={() => setDropsOf(null)} />
              {closing && (
                <ClosePanel
                  runsheetId={runsheetId}
                  hubId={hubId}
                  onCancel={() => setClosing(false)}
                  onClosed={() => {
                    setClosing(false);
                    onBack();
                  }}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
