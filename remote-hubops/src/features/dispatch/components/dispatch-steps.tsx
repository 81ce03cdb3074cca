import { type Manifest } from '@hub/shared/contracts';
import { useSessionStore } from '@hub/shared/hooks';
import { LiveManifest } from '../../../components/live-manifest';
import { type GroupBy } from '../api/dispatch-queries';
import { DispatchItemDetail } from './dispatch-item-detail';
import { DispatchItemsView } from './dispatch-items-view';
import { shortfallMarkingOn } from '../utils/dispatch-rules';
import { DispatchManifestView } from './dispatch-manifest-view';

export interface DispatchStepsProps {
  hubId: string;
  manifest: Manifest;
  v2: boolean;
  by: GroupBy;
  groupId: string | null;
  itemId: string | null;
  go: (next: Record<string, string>) => void;
}

/**
 * The dispatch steps after the manifest, with its live progress: its view, a group's items (a crate drop goes
 * straight there), an item. A chunk of its own: the first screen of /dispatch is the selection (issue 11).
 */
export function DispatchSteps(props: DispatchStepsProps) {
  return (
    <>
      <LiveManifest hubId={props.hubId} spaId={props.manifest.spaId} activityGroupId={props.manifest.activityGroupId} />
      <Step {...props} />
    </>
  );
}

function Step({ hubId, manifest, v2, by, groupId, itemId, go }: DispatchStepsProps) {
  const spaId = manifest.spaId;
  // The hub's DISPATCH_SHORTFALL pilot decides, read again with the pilots or with the manifest list (no reload).
  const pilotsHubId = useSessionStore((s) => s.pilotsHubId);
  const pilots = useSessionStore((s) => s.pilots);
  const shortfallEnabled = shortfallMarkingOn(pilotsHubId === hubId ? pilots : null, manifest);
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
