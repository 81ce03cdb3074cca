import { useSearchParams } from 'react-router-dom';
import { getMergeZones, TOTE_MERGE_MESSAGES } from '@hub/shared/contracts';
import { MergeDestination } from '../features/tote-merging/components/merge-destination';
import { MergeSourceList } from '../features/tote-merging/components/merge-source-list';
import { MergeZoneList } from '../features/tote-merging/components/merge-zone-list';
import { WithHub } from './ofd-access';

/**
 * /hubs/{hubId}/toteMerging (000 §2 "Tote merging"), three steps kept in the URL (`?zone=`, `&tote=`), so back returns
 * a step and a reload keeps it: zones, the zone's source totes, the source with its suggested destinations. Hubs with
 * the TOTE_MERGING pilot only; others are told why not.
 */
export function ToteMergingPage() {
  const [params, setParams] = useSearchParams();
  const zoneId = params.get('zone');
  const toteId = params.get('tote');
  return (
    <WithHub title={TOTE_MERGE_MESSAGES.title} gate={getMergeZones}>
      {(hubId) => {
        if (zoneId && toteId)
          return (
            <MergeDestination
              key={toteId}
              hubId={hubId}
              zoneId={zoneId}
              toteId={toteId}
              onBack={() => setParams({ zone: zoneId })}
              onMerged={() => setParams({ zone: zoneId }, { replace: true })}
            />
          );
        if (zoneId)
          return (
            <MergeSourceList key={zoneId} hubId={hubId} zoneId={zoneId} onSelect={(tote) => setParams({ zone: zoneId, tote })} onBack={() => setParams({})} />
          );
        return <MergeZoneList hubId={hubId} onSelect={(zone) => setParams({ zone })} />;
      }}
    </WithHub>
  );
}
