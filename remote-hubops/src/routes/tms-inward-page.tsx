import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { TmsLinks } from '../features/tms-inward/components/tms-links';

/** /hubs/{hubId}/tmsInward (001 §2 "TMS inward links"): every hub (the tile is always shown). */
export function TmsInwardPage() {
  const { hubId = '' } = useParams();
  // The hub's name from the list the shell already cached (no extra call when it is there).
  const hubs = useQuery(getHubNamesQueryOptions());
  const hubName = hubs.data?.hubNames.find((h) => h.hubOrgUnitId === hubId)?.hubName ?? null;
  return <TmsLinks key={hubId} hubId={hubId} hubName={hubName} />;
}
