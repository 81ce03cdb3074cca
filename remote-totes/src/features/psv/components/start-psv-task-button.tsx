import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { passesGuard, startPsvTask, TOTE_MESSAGES } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { Modal } from '@hub/shared/ui';
import { useStartPsvTask } from '../api/psv';

/**
 * "Start PSV task" (issue 33): for whom the call's guard admits (PSV manager, hub manager, admin), nothing for anyone
 * else. Asks first, since the task takes in every tote at the hub; whether one is already open is the server's answer
 * (shown as its toast), so two managers on two phones cannot both start one.
 */
export function StartPsvTaskButton({ hubId }: { hubId: string }) {
  const flags = useRoleFlags();
  const start = useStartPsvTask(hubId);
  const [confirming, setConfirming] = useState(false);
  if (!passesGuard(startPsvTask.access, flags)) return null;
  return (
    <>
      <Button h={44} onClick={() => setConfirming(true)}>
        {TOTE_MESSAGES.startPsv}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={TOTE_MESSAGES.startPsvTitle}>
        <Stack gap="sm">
          <Text>{TOTE_MESSAGES.startPsvHint}</Text>
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button h={44} loading={start.isPending} onClick={() => start.mutate({ hubId }, { onSettled: () => setConfirming(false) })}>
              {TOTE_MESSAGES.startPsv}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
