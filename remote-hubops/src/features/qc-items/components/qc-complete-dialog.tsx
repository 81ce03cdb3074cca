import { Button, List, Stack, Text, Title } from '@mantine/core';
import { QC_MESSAGES, type QcCompleteResult } from '@hub/shared/contracts';
import { Modal } from '@hub/shared/ui';

/**
 * The completion dialog (000 §2): "Great job" and the user's name, or "Please check following orders" with the
 * server's message and the failing order ids; Done closes it.
 */
export function QcCompleteDialog({ result, userName, onDone }: { result: QcCompleteResult | null; userName: string; onDone: () => void }) {
  return (
    <Modal opened={result !== null} onClose={onDone} title={result?.success ? QC_MESSAGES.greatJob : QC_MESSAGES.checkOrders}>
      {result && (
        <Stack gap="sm">
          {result.success ? (
            <Stack gap={4} align="center">
              <Title order={3}>{QC_MESSAGES.greatJob}</Title>
              <Text fw={600} data-testid="qc-user-name">
                {userName}
              </Text>
              <Text size="sm" c="dimmed">
                {result.message}
              </Text>
            </Stack>
          ) : (
            <Stack gap={4}>
              <Text>{result.message}</Text>
              <List aria-label="Failing orders">
                {result.errorOrderIds.map((o) => (
                  <List.Item key={o}>{o}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Button h={44} onClick={onDone}>
            {QC_MESSAGES.done}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
