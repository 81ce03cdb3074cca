import { getCoupledTotes, TOTE_INSCAN_MESSAGES } from '@hub/shared/contracts';
import { InscanScreen } from '../features/tote-inscan/components/inscan-screen';
import { WithHub } from './ofd-access';

/** /hubs/{hubId}/toteInscan (000 §2 "Tote in-scan"): hubs with the TOTE_IN_SCAN pilot; others are told why not. */
export function ToteInscanPage() {
  return (
    <WithHub title={TOTE_INSCAN_MESSAGES.title} gate={getCoupledTotes}>
      {(hubId) => <InscanScreen key={hubId} hubId={hubId} />}
    </WithHub>
  );
}
