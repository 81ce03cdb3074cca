import { Button } from '@mantine/core';
import { useState } from 'react';
import { useRoleFlags } from '@hub/shared/hooks';
import { TotePage, useHubId } from '../components/tote-page';
import { PsvTaskList } from '../features/psv/components/psv-task-list';
import { PsvVerification } from '../features/psv/components/psv-verification';
import { StartPsvTaskButton } from '../features/psv/components/start-psv-task-button';

/**
 * /hubs/{hubId}/toteManagement/psvTotes "Conduct PSV" (001 §2): managers see the task list (Pending, Completed) and
 * open a task's verification view; others see the verification view of the hub's open task (the view the spec
 * does not show). PSV and hub managers (and admins) may start the hub's next task (issue 33).
 */
export function PsvPage() {
  const hubId = useHubId();
  const { isManager } = useRoleFlags();
  const [taskId, setTaskId] = useState<string | null>(null);
  return (
    <TotePage
      title="Conduct PSV"
      actions={
        isManager && taskId ? (
          <Button variant="default" h={44} onClick={() => setTaskId(null)}>
            All tasks
          </Button>
        ) : (
          <StartPsvTaskButton hubId={hubId} />
        )
      }
    >
      {isManager && !taskId ? <PsvTaskList hubId={hubId} onOpen={setTaskId} /> : <PsvVerification hubId={hubId} taskId={taskId} />}
    </TotePage>
  );
}
