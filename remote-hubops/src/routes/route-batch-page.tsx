import { OFD_MESSAGES } from '@hub/shared/contracts';
import { RouteBatchList } from '../features/route-batch/components/route-batch-list';
import { WithHub } from './ofd-access';

/** /hubs/{hubId}/routeBatchMgt (000 §2 "Route batch management"). */
export function RouteBatchPage() {
  return (
    <WithHub title={OFD_MESSAGES.routeBatchTitle} routeBatchRoles>
      {(hubId) => <RouteBatchList hubId={hubId} />}
    </WithHub>
  );
}
