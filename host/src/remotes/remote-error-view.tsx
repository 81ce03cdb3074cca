import { Alert, Button, Stack, Text } from '@mantine/core';
import { remoteTitle } from './remote-titles';

export interface RemoteErrorViewProps {
  remote: string;
  /** Loads the remote again (or re-renders the screen after a render error). */
  onRetry: () => void;
}

/** Shown in the route of a remote that failed to load or threw while rendering; the rest of the shell keeps working. */
export function RemoteErrorView({ remote, onRetry }: RemoteErrorViewProps) {
  const title = remoteTitle(remote);
  return (
    <Stack p="md" role="alert" data-testid="remote-error">
      <Alert color="red" title={`${title} could not be loaded`}>
        <Text size="sm">
          The {title} area ({remote}) is unavailable right now. Other areas still work.
        </Text>
      </Alert>
      <Button onClick={onRetry} h={44}>
        Retry
      </Button>
    </Stack>
  );
}
