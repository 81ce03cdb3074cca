import { useLocation } from 'react-router-dom';
import { HubHome } from '../features/home/components/hub-home';
import { isV2Path } from '../lib/flow';

/**
 * /hubs and /v2/hubs: the hub picker and the chosen hub's workflow tiles (spec 000 §2 "Hub Ops home"). Reached
 * through /v2/hubs, the tiles of the flows with a v2 screen open the v2 route.
 */
export function HubHomePage() {
  return <HubHome v2={isV2Path(useLocation().pathname)} />;
}
