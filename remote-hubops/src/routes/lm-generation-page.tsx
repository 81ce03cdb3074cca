import { OFD_MESSAGES } from '@hub/shared/contracts';
import { OfdFlow } from '../features/ofd/components/ofd-flow';
import { WithHub } from './ofd-access';

/** /hubs/{hubId}/lm-generation (000 §2 "Generate LM Manifest"): the Mark OFD screens sending disableEmulation. */
export function LmGenerationPage() {
  return (
    <WithHub title={OFD_MESSAGES.lmTitle} routeBatchRoles>
      {(hubId) => <OfdFlow hubId={hubId} mode="LM" routeBatching />}
    </WithHub>
  );
}
