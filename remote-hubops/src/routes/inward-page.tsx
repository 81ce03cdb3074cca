import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { type ActivityViewType } from '@hub/shared/contracts';
import { useActivities } from '../api/get-activities';
import { LiveManifest } from '../components/live-manifest';
import { ManifestStep } from '../components/manifest-selection/manifest-step';
import { InwardItemDetail } from '../features/inward/components/inward-item-detail';
import { InwardItemsView } from '../features/inward/components/inward-items-view';
import { isV2Path } from '../lib/flow';

/**
 * /hubs/{hubId}/inward and /v2/hubs/{hubId}/inward (spec 000 §2): step 1 selects the manifest, then its items,
 * then an item's detail. The steps live in the URL (?viewType, ?spaId, ?itemId) so back and reload keep the place.
 */
export function InwardPage() {
  const { hubId = '' } = useParams();
  const v2 = isV2Path(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const viewType: ActivityViewType = params.get('viewType') === 'SELLER' ? 'SELLER' : 'VEHICLE';
  const spaId = params.get('spaId');
  const itemId = params.get('itemId');
  const activities = useActivities(hubId, viewType, 'HUB_INWARD');
  const go = (next: Record<string, string>) => setParams({ viewType, ...next });

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
        <>
          <LiveManifest hubId={hubId} spaId={manifest.spaId} activityGroupId={manifest.activityGroupId} />
          {itemId ? (
            <InwardItemDetail hubId={hubId} manifest={manifest} viewType={viewType} itemId={itemId} onBack={() => go({ spaId: manifest.spaId })} />
          ) : (
            <InwardItemsView
              hubId={hubId}
              manifest={manifest}
              viewType={viewType}
              v2={v2}
              onOpenItem={(id) => go({ spaId: manifest.spaId, itemId: id })}
              onBack={() => go({})}
              onClosed={() => setParams({ viewType }, { replace: true })}
            />
          )}
        </>
      )}
    </ManifestStep>
  );
}
