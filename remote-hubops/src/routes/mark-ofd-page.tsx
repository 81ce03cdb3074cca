import { OFD_MESSAGES, OFD_SCREENS } from '@hub/shared/contracts';
import { OfdFlow } from '../features/ofd/components/ofd-flow';
import { WithHub } from './ofd-access';

/**
 * /hubs/{hubId}/markOfd (000 §2 "Mark OFD"): for hubs with continuous dispatch (OFD_SCREENS.markOfd, the pilot the service checks too) (the tile
 * is hidden elsewhere; a direct link says why in the api's words).
 */
export function MarkOfdPage() {
  return (
    <WithHub title={OFD_MESSAGES.markOfdTitle} gate={OFD_SCREENS.markOfd}>
      {(hubId, pilots) => <OfdFlow hubId={hubId} mode="OFD" routeBatching={pilots.includes('DOUBLE_DISPATCH')} />}
    </WithHub>
  );
}
