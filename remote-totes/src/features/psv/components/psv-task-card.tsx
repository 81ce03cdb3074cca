import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type PsvTask, TOTE_MESSAGES } from '@hub/shared/contracts';
import { Modal, toast } from '@hub/shared/ui';
import { downloadPsvTask, useClosePsvTask } from '../api/psv';
import { canClose, closeButtonLabel, closeWarning, taskDateLabel } from '../utils/psv-rules';

/** A PSV task card (001 §2): id, state, date, counts; managers' Close and Download. */
export function PsvTaskCard({ hubId, task, onOpen }: { hubId: string; task: PsvTask; onOpen: (id: string) => void }) {
  const close = useClosePsvTask(hubId);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const pending = task.pendingVerificationAssetCount;
  const warning = closeWarning(pending);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadPsvTask(task.psvTaskId);
    } catch {
      toast.error(TOTE_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid={`psv-task-${task.psvTaskId}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{task.psvTaskId}</Text>
          <Badge variant="light">{task.state}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {taskDateLabel(task.createdAt)}
        </Text>
        <SimpleGrid cols={4} spacing={4}>
          <Count label="Total" value={task.totalAssetCount} />
          <Count label="Verified" value={task.verifiedAssetCount} />
          <Count label="Pending" value={pending} />
          <Count label="Lost" value={task.lostAssetCount} />
        </SimpleGrid>
        {canClose(task.state) && warning && (
          <Text size="sm" fw={600}>
            {warning}
          </Text>
        )}
        <Group gap="xs" grow>
          <Button variant="default" h={44} onClick={() => onOpen(task.psvTaskId)}>
            View
          </Button>
          <Button variant="default" h={44} loading={downloading} onClick={() => void download()}>
            Download
          </Button>
        </Group>
        {canClose(task.state) && (
          <Button color="red" h={44} onClick={() => setConfirming(true)}>
            {closeButtonLabel(pending)}
          </Button>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Close ${task.psvTaskId}?`}>
        <Stack gap="sm">
          {warning && <Text>{warning}</Text>}
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              h={44}
              loading={close.isPending}
              onClick={() => close.mutate({ id: task.psvTaskId }, { onSettled: () => setConfirming(false) })}
            >
              {closeButtonLabel(pending)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} data-testid={`count-${label}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
