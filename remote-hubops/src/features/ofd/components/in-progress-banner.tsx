import { Alert, Text } from '@mantine/core';
import { getErrorMessage } from '@hub/shared/api';
import { inProgressFailedMessage, OFD_MESSAGES } from '@hub/shared/contracts';
import { useInProgressTasks } from '../api/queries';

/** "OFD Operation In Progress" with the task ids while tasks run (000 §2); nothing when none runs. */
export function InProgressBanner({ hubId, zoneId }: { hubId: string; zoneId?: string }) {
  const tasks = useInProgressTasks(hubId);
  if (tasks.isError)
    return (
      <Alert color="red" role="alert">
        {inProgressFailedMessage(getErrorMessage(tasks.error))}
      </Alert>
    );
  const list = (tasks.data?.tasks ?? []).filter((t) => !zoneId || t.zoneIds.includes(zoneId));
  if (!list.length) return null;
  return (
    <Alert color="yellow" title={OFD_MESSAGES.inProgressBanner} role="status" aria-label={OFD_MESSAGES.inProgressBanner}>
      <Text size="sm">{list.map((t) => t.taskId).join(', ')}</Text>
    </Alert>
  );
}
