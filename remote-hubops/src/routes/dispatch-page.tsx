import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { type ActivityViewType, manifestNotFoundMessage } from '@hub/shared/contracts';
import { ManifestSelection } from '../components/manifest-selection/manifest-selection';
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

  if (!spaId) {
    return (
      <ManifestSelection
        hubId={hubId}
        movementType="DISPATCH"
        viewType={viewType}
        onViewTypeChange={(v) => setParams({ viewType: v }, { replace: true })}
        onSelect={(m) => go({ spaId: m.spaId })}
      />
    );
  }
  const manifest = activities.data?.activities.find((a) => a.spaId === spaId);
  if (!manifest) {
    if (activities.isPending) {
      return (
        <Center p="xl">
          <Loader role="status" aria-label="Loading manifest" />
        </Center>
      );
    }
    return (
      <Stack p="md">
        <Alert color="red" role="alert">
          {manifestNotFoundMessage(spaId)}
        </Alert>
        <Button variant="default" h={44} onClick={() => go({})}>
          Back to manifests
        </Button>
      </Stack>
    );
  }
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
