import { OFD_MESSAGES } from '@hub/shared/contracts';
import { OfdFlow } from '../features/ofd/components/ofd-flow';
import { WithHub } from './ofd-access';

/** /hubs/{hubId}/markOfd (000 §2 "Mark OFD"). */
export function MarkOfdPage() {
  return (
    <WithHub title={OFD_MESSAGES.markOfdTitle} routeBatchRoles={false}>
      {(hubId, pilots) => <OfdFlow hubId={hubId} mode="OFD" routeBatching={pilots.includes('DOUBLE_DISPATCH')} />}
    </WithHub>
  );
}
