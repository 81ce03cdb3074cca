import { Alert, Button, Stack, Text } from '@mantine/core';
import { getErrorMessage } from '@hub/shared/api';

export interface ErrorViewProps {
  /** The spec's title ('Something went wrong!' on the dashboard, 'Something went wrong' on the timeline). */
  title: string;
  error: unknown;
  /** The action's label ('Refetch' on the dashboard, 'Retry' on the timeline). */
  actionLabel: string;
  onAction: () => void;
  busy?: boolean;
}

/** The monitoring error views of spec 002 §2 / §8: a title, the error text and one action. */
export function ErrorView({ title, error, actionLabel, onAction, busy }: ErrorViewProps) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Alert color="red" title={title} w="100%">
        <Text size="sm">{getErrorMessage(error)}</Text>
      </Alert>
      <Button variant="default" h={44} loading={busy} onClick={onAction}>
        {actionLabel}
      </Button>
    </Stack>
  );
}
