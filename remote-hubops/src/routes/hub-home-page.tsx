import { HubHome } from '../features/home/components/hub-home';

/** /hubs and /v2/hubs: the hub picker and the chosen hub's workflow tiles (spec 000 §2 "Hub Ops home"). */
export function HubHomePage() {
  return <HubHome />;
}
