import { Suspense } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { type ActivityViewType } from '@hub/shared/contracts';
import { lazyScreen, usePrefetchWhenIdle } from '@hub/tooling/remote-contract';
import { ManifestLoader, ManifestStep } from '../components/manifest-selection/manifest-step';
import { type GroupBy, useDispatchManifests } from '../features/dispatch/api/dispatch-queries';
import { isV2Path } from '../lib/flow';

// The steps after the selection, in a chunk of their own (off the first paint), fetched once the selection is drawn.
const DispatchSteps = lazyScreen(() => import('../features/dispatch/components/dispatch-steps').then((m) => ({ default: m.DispatchSteps })));

/**
 * /hubs/{hubId}/dispatch (spec 000 §2): manifest selection (closed manifests included, so a closed one can still be
 * marked OFD), the dispatch manifest view (a crate drop goes straight to its items), a zone's or shipment's items,
 * an item's detail. The steps live in the URL (?spaId, ?by, ?group, ?itemId). Shortfall marking follows the hub's
 * DISPATCH_SHORTFALL pilot, from the hub's pilots or the manifest answer (`shortfallMarkingOn`, dispatch-rules).
 */
export function DispatchPage() {
  const { hubId = '' } = useParams();
  const v2 = isV2Path(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const viewType: ActivityViewType = params.get('viewType') === 'SELLER' ? 'SELLER' : 'VEHICLE';
  const spaId = params.get('spaId');
  const by: GroupBy = params.get('by') === 'order' ? 'order' : 'zone';
  const groupId = params.get('group');
  const itemId = params.get('itemId');
  const activities = useDispatchManifests(hubId, viewType);
  const go = (next: Record<string, string>) => setParams({ viewType, ...next });
  usePrefetchWhenIdle(DispatchSteps.load);

  return (
    <ManifestStep
      hubId={hubId}
      movementType="DISPATCH"
      viewType={viewType}
      spaId={spaId}
      manifests={activities}
      onViewTypeChange={(v) => setParams({ viewType: v }, { replace: true })}
      onSelect={(m) => go({ spaId: m.spaId })}
      onBack={() => go({})}
    >
      {(manifest) => (
        <Suspense fallback={<ManifestLoader />}>
          <DispatchSteps hubId={hubId} manifest={manifest} v2={v2} by={by} groupId={groupId} itemId={itemId} go={go} />
        </Suspense>
      )}
    </ManifestStep>
  );
}
