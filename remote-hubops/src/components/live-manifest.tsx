import { useLiveQueries } from '@hub/shared/live';
import { hubOpsKeys } from '../api/keys';

/**
 * Live progress of one manifest (docs/adr/010): while a manifest's screens are shown, another operator's inward or
 * dispatch on it (any device, any api instance) refreshes its groups, items and item details within ~2 s.
 */
export function LiveManifest({ hubId, spaId, activityGroupId }: { hubId: string; spaId: string; activityGroupId: string }) {
  useLiveQueries(hubId, [
    { e: 'manifest', id: spaId, queryKey: hubOpsKeys.manifest(spaId) },
    { e: 'manifest', id: spaId, queryKey: hubOpsKeys.activityGroup(activityGroupId) },
  ]);
  return null;
}
