import { Alert } from '@mantine/core';
import { useRoleFlags } from '@hub/shared/hooks';
import { guardMessage } from '@hub/shared/contracts';
import { TotePage, useHubId } from '../components/tote-page';
import { BulkAssetInfo } from '../features/troubleshoot-issues/components/bulk-asset-info';
import { MarkFoundForm } from '../features/troubleshoot-issues/components/mark-found-form';

/** /hubs/{hubId}/toteManagement/troubleshootIssues (001 §2, §6): L1 or admin only (the server refuses others too). */
export function TroubleshootIssuesPage() {
  const hubId = useHubId();
  const { isL1OrAdmin } = useRoleFlags();
  return (
    <TotePage title="Troubleshoot Issues">
      {isL1OrAdmin ? (
        <>
          <MarkFoundForm hubId={hubId} />
          <BulkAssetInfo />
        </>
      ) : (
        <Alert color="red" role="alert">
          {guardMessage('l1OrAdmin')}
        </Alert>
      )}
    </TotePage>
  );
}
