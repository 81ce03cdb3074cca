import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DISPATCH_MESSAGES, type DispatchGroup, HUB_OPS_MESSAGES, type Manifest } from '@hub/shared/contracts';
import { PageHeader, QueryState, SlideToConfirm, StatusBadge } from '@hub/shared/ui';
import { useCaptureVehicleActivity } from '../../../api/capture-vehicle-activity';
import { ShowMore, usePaged } from '../../../components/show-more';
import { useDispatchZone } from '../api/dispatch-mutations';
import { type GroupBy, useDispatchGroups } from '../api/dispatch-queries';
import { closeDisabled, showDispatchZone } from '../utils/dispatch-rules';
import { CloseOverlay, useCloseFlow } from './close-flow';
import { ManifestActivityButton } from '../../../components/history/manifest-activity';

export interface DispatchManifestViewProps {
  hubId: string;
  manifest: Manifest;
  v2: boolean;
  by: GroupBy;
  onByChange: (by: GroupBy) => void;
  onOpenGroup: (id: string) => void;
  onBack: () => void;
  /** The manifest was marked OFD (back to the list). */
  onDone: () => void;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Zone / shipment cards rendered per page ("Show more" adds the next). */
export const DISPATCH_GROUPS_PAGE_SIZE = 50;

/**
 * Dispatch manifest view (spec 000 §2): titled with the activity group id, search and the Zone / Order filter, one card
 * per zone or shipment (status, shipments or zones, dispatched / total, QC label, "Dispatch Zone"), "Let's start
 * dispatching!" while not started, "Swipe to close manifest" (disabled while a group is NOT_STARTED) with the close
 * flow, then the close overlay (crates and Mark OFD).
 */
export function DispatchManifestView({ hubId, manifest, v2, by, onByChange, onOpenGroup, onBack, onDone }: DispatchManifestViewProps) {
  const groups = useDispatchGroups(hubId, manifest.spaId, by);
  const start = useCaptureVehicleActivity(v2);
  const dispatchZone = useDispatchZone();
  const [term, setTerm] = useState('');
  const [closed, setClosed] = useState(manifest.vehicleActivity.vehicleActivityState === 'COMPLETED');
  const flow = useCloseFlow(hubId, manifest, v2, () => setClosed(true));
  const state = manifest.vehicleActivity.vehicleActivityState;
  const list = useMemo(() => {
    const t = term.trim().toLowerCase();
    const all = groups.data?.groups ?? [];
    return t ? all.filter((g) => (g.zoneId ?? g.shipmentId ?? '').toLowerCase().includes(t)) : all;
  }, [groups.data, term]);
  const page = usePaged(list, DISPATCH_GROUPS_PAGE_SIZE, `${by}|${term}`);

  if (closed) return <CloseOverlay hubId={hubId} manifest={manifest} onDone={onDone} />;
  const idOf = (g: DispatchGroup) => g.zoneId ?? g.shipmentId ?? '';
  return (
    <Stack gap="sm" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Button variant="subtle" h={44} onClick={onBack}>
          ← Manifests
        </Button>
        <StatusBadge status={state} size="sm" />
      </Group>
      <PageHeader
        title={manifest.activityGroupId}
        searchPlaceholder={by === 'zone' ? DISPATCH_MESSAGES.searchZone : DISPATCH_MESSAGES.searchShipment}
        onSearch={setTerm}
        actions={<ManifestActivityButton hubId={hubId} spaId={manifest.spaId} />}
      />
      <SegmentedControl
        aria-label="Group by"
        value={by}
        onChange={(v) => onByChange(v as GroupBy)}
        data={[
          { value: 'zone', label: 'Zone' },
          { value: 'order', label: 'Order' },
        ]}
      />
      {state === 'NOT_STARTED' && (
        <SlideToConfirm
          label={DISPATCH_MESSAGES.startDispatching}
          disabled={start.isPending}
          onConfirm={() => start.mutate({ spaId: manifest.spaId, viewType: manifest.activityViewType, state: 'STARTED' })}
        />
      )}
      <QueryState
        query={{ ...groups, data: groups.data ? list : undefined }}
        what="groups"
        errorText={HUB_OPS_MESSAGES.itemsLoad}
        isEmpty={(d) => d.length === 0}
        emptyText={term.trim() ? HUB_OPS_MESSAGES.noItemsMatch : HUB_OPS_MESSAGES.noItems}
      >
        {() => (
          <Stack gap="xs" aria-label="Dispatch groups">
            {page.rows.map((g) => (
              <Card key={idOf(g)} withBorder padding="sm" data-dispatch-group={idOf(g)}>
                <Stack gap={4}>
                  <Button variant="subtle" h={44} justify="space-between" onClick={() => onOpenGroup(idOf(g))} aria-label={`Open ${idOf(g)}`}>
                    {idOf(g)}
                  </Button>
                  <Group justify="space-between" wrap="nowrap">
                    <StatusBadge status={g.dispatchStatus} size="sm" />
                    <Text size="sm" fw={700} data-done-total>
                      {two(g.dispatchedQty)} / {two(g.totalQty)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {by === 'zone' ? `Total shipments: ${g.shipmentsCount}` : `Zones: ${g.zoneIds.join(', ')}`} · QC: {g.qcStatus}
                  </Text>
                  {state === 'STARTED' && showDispatchZone(g) && (
                    <Button
                      h={44}
                      variant="light"
                      loading={dispatchZone.isPending}
                      onClick={() => dispatchZone.mutate({ hubId, spaId: manifest.spaId, zone: g.zoneId! })}
                    >
                      {DISPATCH_MESSAGES.dispatchZone}
                    </Button>
                  )}
                </Stack>
              </Card>
            ))}
            <ShowMore more={page.more} onClick={page.showMore} />
          </Stack>
        )}
      </QueryState>
      {state === 'STARTED' && (
        <SlideToConfirm
          label={DISPATCH_MESSAGES.swipeToClose}
          disabled={flow.closing || !groups.data || closeDisabled(groups.data.groups)}
          onConfirm={flow.close}
        />
      )}
      {flow.dialogs}
    </Stack>
  );
}
