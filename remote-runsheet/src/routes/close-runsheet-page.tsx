import { ActionIcon, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RUNSHEET_MESSAGES as M, type ActiveRunsheet } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { ClosePanel } from '../features/close-runsheet/components/close-panel';
import { HoldControl } from '../features/close-runsheet/components/hold-control';
import { DropPointsPanel } from '../features/drop-points/components/drop-points-panel';
import { useRunsheetItems } from '../features/runsheet-items/api/get-runsheet-items';
import { ItemsPanel } from '../features/runsheet-items/components/items-panel';
import { StartActivitySwipe } from '../features/runsheet-items/components/start-activity-swipe';
import { TotesPanel } from '../features/runsheet-items/components/totes-panel';
import { RunsheetList } from '../features/runsheet-list/components/runsheet-list';
import { VehicleDetailsModal } from '../features/runsheet-list/components/vehicle-details-modal';

/**
 * /hubs/{hubId}/closeRunsheet (spec 001 §2): step 1 the runsheet list; once one is chosen (and its vehicle details
 * confirmed) steps 2 and 3, its items and drop points, with start, hold and close. The chosen runsheet and tab are in
 * the URL (?runsheetId=&tab=), so a reload or a shared link lands on the same place.
 */
export function CloseRunsheetPage() {
  const { hubId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const runsheetId = params.get('runsheetId');
  const [choosing, setChoosing] = useState<ActiveRunsheet | null>(null);
  if (runsheetId)
    return (
      <RunsheetDetails
        hubId={hubId}
        runsheetId={runsheetId}
        onBack={() => setParams({})}
        tab={params.get('tab')}
        onTab={(tab) => setParams({ runsheetId, tab })}
      />
    );
  return (
    <Stack gap="sm" p="sm">
      <Title order={3}>Close Runsheet</Title>
      <RunsheetList hubId={hubId} onChoose={setChoosing} />
      <VehicleDetailsModal
        runsheet={choosing}
        onClose={() => setChoosing(null)}
        onConfirm={() => {
          const id = choosing!.runsheetId;
          setChoosing(null);
          setParams({ runsheetId: id });
        }}
      />
    </Stack>
  );
}

function RunsheetDetails({
  hubId,
  runsheetId,
  onBack,
  tab,
  onTab,
}: {
  hubId: string;
  runsheetId: string;
  onBack: () => void;
  tab: string | null;
  onTab: (tab: string) => void;
}) {
  const items = useRunsheetItems(runsheetId);
  const [closing, setClosing] = useState(false);
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
                  <ItemsPanel runsheetId={runsheetId} items={data.looseItemsList} reasons={data.intercityNotDeliveredReasons} active={active} />
                </Tabs.Panel>
                <Tabs.Panel value="Items" pt="sm">
                  <ItemsPanel runsheetId={runsheetId} items={data.itemsList} reasons={data.intercityNotDeliveredReasons} active={active} />
                </Tabs.Panel>
                <Tabs.Panel value="Drop-Points" pt="sm">
                  <DropPointsPanel runsheetId={runsheetId} active={active} />
                </Tabs.Panel>
              </Tabs>
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
