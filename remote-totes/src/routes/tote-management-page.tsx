import { useRoleFlags } from '@hub/shared/hooks';
import { TotePage, useHubId } from '../components/tote-page';
import { ManagerPanel } from '../features/tote-summary/components/manager-panel';
import { SummaryCard } from '../features/tote-summary/components/summary-card';
import { ToteCards } from '../features/tote-summary/components/tote-cards';

/** /hubs/{hubId}/toteManagement (001 §2): summary, the managers' panel, and the cards. */
export function ToteManagementPage() {
  const hubId = useHubId();
  const { isManager, isL1OrAdmin } = useRoleFlags();
  return (
    <TotePage title="Tote Management" back={false}>
      <SummaryCard hubId={hubId} />
      {isManager && <ManagerPanel hubId={hubId} />}
      <ToteCards showIssues={isL1OrAdmin} />
    </TotePage>
  );
}
