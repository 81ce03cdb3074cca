import { TotePage, useHubId } from '../components/tote-page';
import { SegregationSetup } from '../features/segregation/components/segregation-setup';

/** /hubs/{hubId}/segregationSetup and /v2/hubs/{hubId}/segregationSetup (001 §2). */
export function SegregationSetupPage() {
  return (
    <TotePage title="Segregation setup" back={false}>
      <SegregationSetup hubId={useHubId()} />
    </TotePage>
  );
}
