import { type ActivityViewType, type Manifest } from '@hub/shared/contracts';
import { LiveManifest } from '../../../components/live-manifest';
import { InwardItemDetail } from './inward-item-detail';
import { InwardItemsView } from './inward-items-view';

export interface InwardStepsProps {
  hubId: string;
  manifest: Manifest;
  viewType: ActivityViewType;
  v2: boolean;
  /** The item open (?itemId), or null for the manifest's items. */
  itemId: string | null;
  /** Moves to another step: the search params of the page after it. */
  go: (next: Record<string, string>) => void;
  /** The manifest was closed: back to the selection. */
  onClosed: () => void;
}

/**
 * The inward steps after the manifest (spec 000 §2): its items, then an item's detail, with the manifest's live
 * progress. A chunk of its own: the first screen of /inward is the selection, which does not need them (issue 11).
 */
export function InwardSteps({ hubId, manifest, viewType, v2, itemId, go, onClosed }: InwardStepsProps) {
  return (
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
          onClosed={onClosed}
        />
      )}
    </>
  );
}
