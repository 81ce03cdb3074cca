import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { type ActivityViewType, type Manifest } from '@hub/shared/contracts';
import { LiveManifest } from '../components/live-manifest';
import { ManifestStep } from '../components/manifest-selection/manifest-step';
import { type GroupBy, useDispatchManifests } from '../features/dispatch/api/dispatch-queries';
import { DispatchItemDetail } from '../features/dispatch/components/dispatch-item-detail';
import { DispatchItemsView } from '../features/dispatch/components/dispatch-items-view';
import { DispatchManifestView } from '../features/dispatch/components/dispatch-manifest-view';
import { isV2Path } from '../lib/flow';

/**
 * /hubs/{hubId}/dispatch (spec 000 §2): manifest selection (closed manifests included, so a closed one can still be
 * marked OFD), the dispatch manifest view (a crate drop goes straight to its items), a zone's or shipment's items,
 * an item's detail. The steps live in the URL (?spaId, ?by, ?group, ?itemId). Shortfall marking is on when the
 * manifest does not block it (the seed derives blockShortfallMarking from the hub's DISPATCH_SHORTFALL pilot).
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
        <>
          <LiveManifest hubId={hubId} spaId={manifest.spaId} activityGroupId={manifest.activityGroupId} />
          <DispatchSteps hubId={hubId} manifest={manifest} v2={v2} by={by} groupId={groupId} itemId={itemId} go={go} />
        </>
      )}
    </ManifestStep>
  );
}

/** The dispatch steps after the manifest: its view, a group's items (a crate drop goes straight there), an item. */
function DispatchSteps({
  hubId,
  manifest,
  v2,
  by,
  groupId,
  itemId,
  go,
}: {
  hubId: string;
  manifest: Manifest;
  v2: boolean;
  by: GroupBy;
  groupId: string | null;
  itemId: string | null;
  go: (next: Record<string, string>) => void;
}) {
  const spaId = manifest.spaId;
  const shortfallEnabled = !manifest.blockShortfallMarking;
  const crateDrop = manifest.activityGroupType === 'HUB_TO_WH_CRATE_DROP';
  if (itemId) {
    return (
      <DispatchItemDetail
        hubId={hubId}
        manifest={manifest}
        v2={v2}
        itemId={itemId}
        shortfallEnabled={shortfallEnabled}
        onBack={() => go({ spaId, by, ...(groupId ? { group: groupId } : {}) })}
      />
    );
  }
  // A crate drop goes straight to its items (spec 000 §2 step 2), titled with the manifest.
  if (groupId || crateDrop) {
    return (
      <DispatchItemsView
        hubId={hubId}
        manifest={manifest}
        v2={v2}
        by={crateDrop ? 'all' : by}
        groupId={groupId ?? manifest.activityGroupId}
        shortfallEnabled={shortfallEnabled}
        onOpenItem={(id) => go({ spaId, by, ...(groupId ? { group: groupId } : {}), itemId: id })}
        onBack={() => go(crateDrop ? {} : { spaId, by })}
      />
    );
  }
  return (
    <DispatchManifestView
      hubId={hubId}
      manifest={manifest}
      v2={v2}
      by={by}
      onByChange={(b) => go({ spaId, by: b })}
      onOpenGroup={(id) => go({ spaId, by, group: id })}
      onBack={() => go({})}
      onDone={() => go({})}
    />
  );
}
