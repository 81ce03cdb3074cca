import { Suspense } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { type ActivityViewType, correctsAnyCount } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { lazyScreen, usePrefetchWhenIdle } from '@hub/tooling/remote-contract';
import { ManifestLoader, ManifestStep } from '../components/manifest-selection/manifest-step';
import { useInwardManifests } from '../features/inward/api/get-inward-manifests';
import { isV2Path } from '../lib/flow';

// The steps after the selection, in a chunk of their own (off the first paint), fetched once the selection is drawn.
const InwardSteps = lazyScreen(() => import('../features/inward/components/inward-steps').then((m) => ({ default: m.InwardSteps })));

/**
 * /hubs/{hubId}/inward and /v2/hubs/{hubId}/inward (spec 000 §2): step 1 selects the manifest, then its items,
 * then an item's detail. The steps live in the URL (?viewType, ?spaId, ?itemId) so back and reload keep the place. A
 * hub manager's lookup includes closed manifests, whose counts they may correct (docs/areas/corrections.md).
 */
export function InwardPage() {
  const { hubId = '' } = useParams();
  const v2 = isV2Path(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const viewType: ActivityViewType = params.get('viewType') === 'SELLER' ? 'SELLER' : 'VEHICLE';
  const spaId = params.get('spaId');
  const itemId = params.get('itemId');
  // A hub manager may open a closed manifest (?spaId) to correct its counts (issue 34); the selection lists open ones.
  const activities = useInwardManifests(hubId, viewType, correctsAnyCount(useRoleFlags()));
  const go = (next: Record<string, string>) => setParams({ viewType, ...next });
  usePrefetchWhenIdle(InwardSteps.load);

  return (
    <ManifestStep
      hubId={hubId}
      movementType="HUB_INWARD"
      viewType={viewType}
      spaId={spaId}
      manifests={activities}
      onViewTypeChange={(v) => setParams({ viewType: v }, { replace: true })}
      onSelect={(m) => go({ spaId: m.spaId })}
      onBack={() => go({})}
    >
      {(manifest) => (
        <Suspense fallback={<ManifestLoader />}>
          <InwardSteps
            hubId={hubId}
            manifest={manifest}
            viewType={viewType}
            v2={v2}
            itemId={itemId}
            go={go}
            onClosed={() => setParams({ viewType }, { replace: true })}
          />
        </Suspense>
      )}
    </ManifestStep>
  );
}
