import { Button, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type MovementRouteBatch } from '@hub/shared/contracts';
import { type LiveTarget, useLiveQueries } from '@hub/shared/live';
import { zoneMovementKeys } from '../features/zone-movement/api/keys';
import { useSegregationSession } from '../features/zone-movement/api/segregation-session';
import { MovementItemDetail } from '../features/zone-movement/components/movement-item-detail';
import { StagingZoneList } from '../features/zone-movement/components/staging-zone-list';
import { ZoneItemsView } from '../features/zone-movement/components/zone-items-view';
import { isV2Path } from '../lib/flow';

const STEP_NAMES = ['Zone', 'Items', 'Details'] as const;

/**
 * /hubs/{hubId}/zoneMovement and /v2/hubs/{hubId}/zoneMovement (spec 000 §2 "Zone-to-zone movement"): step 1 the staging
 * zones, step 2 the zone's items (a segregation session while there), step 3 an item's detail. The steps live in the
 * URL (?zone, ?tote, ?batch, ?itemId): choosing moves forward with a new history entry, so the browser back button (and
 * each screen's back action) walks the steps back. v2 (the path contains "v2/") works tote by tote in step 2.
 */
export function ZoneMovementPage() {
  const { hubId = '' } = useParams();
  const v2 = isV2Path(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const zone = params.get('zone');
  const tote = params.get('tote');
  const itemId = params.get('itemId');
  const batch: MovementRouteBatch = params.get('batch') === 'AFTERNOON' ? 'AFTERNOON' : 'MORNING';
  const sessionId = useSegregationSession(hubId, zone);
  const go = (next: Record<string, string | null>, replace = false) => {
    const merged = Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => e[1] !== null));
    setParams(merged, { replace });
  };
  const navigate = useNavigate();
  const base = { zone, tote, batch: batch === 'AFTERNOON' ? batch : null };
  // Closing a step walks history back when this page put the step there (so the browser back button and the screen's
  // back action agree); a step opened from a link goes to the step before it instead.
  const back = (to: Record<string, string | null>) => {
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) void navigate(-1);
    else go(to, true);
  };
  const step = itemId ? 3 : zone ? 2 : 1;
  // Live progress (docs/adr/010): another operator's moves, inwards or dispatches in the zone (its lists and item
  // details), or in any zone of the hub (the staging zones' counts), refresh what this step shows.
  const live: LiveTarget[] = zone
    ? [
        { e: 'zone', id: zone, queryKey: zoneMovementKeys.zone(hubId, zone) },
        ...(tote ? [{ e: 'tote' as const, id: tote, queryKey: zoneMovementKeys.zone(hubId, zone) }] : []),
      ]
    : [{ e: 'zone', queryKey: zoneMovementKeys.zones(hubId) }];
  useLiveQueries(hubId, live);

  return (
    <Stack gap="sm" p="md">
      <Text size="sm" c="dimmed" data-step={step}>
        Step {step} of 3 · {STEP_NAMES[step - 1]}
      </Text>
      {step === 1 && <StagingZoneList hubId={hubId} onSelect={(z) => go({ zone: z })} />}
      {step === 2 && zone && (
        <>
          <Button variant="subtle" h={44} onClick={() => back({})} style={{ alignSelf: 'flex-start' }}>
            ← Zones
          </Button>
          <ZoneItemsView
            hubId={hubId}
            zoneId={zone}
            tote={tote}
            onToteChange={(t) => go({ ...base, tote: t }, true)}
            batch={batch}
            onBatchChange={(b) => go({ ...base, batch: b === 'AFTERNOON' ? b : null }, true)}
            v2={v2}
            sessionId={sessionId}
            onOpenItem={(id) => go({ ...base, itemId: id })}
          />
        </>
      )}
      {step === 3 && zone && itemId && (
        <MovementItemDetail hubId={hubId} zoneId={zone} itemId={itemId} tote={tote} sessionId={sessionId} onBack={() => back(base)} />
      )}
    </Stack>
  );
}
