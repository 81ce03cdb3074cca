import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useOutboxLines } from '../hooks';
import { OUTBOX_MESSAGES } from '../messages';
import { getOutbox } from '../outbox-store';

export interface OutboxLineStatusProps {
  /** The screen area the flow's writes name (e.g. `dispatch:${spaId}`); required. */
  scope: string;
  /** The line (item id, tote id); required. */
  line: string;
  /** Offers Dismiss on refused writes; default true (false inside a button: the outbox panel dismisses them). */
  dismissible?: boolean;
}

/**
 * What the outbox holds for one line: "N pending" (written on this device, not yet confirmed by the server) and each
 * replay the server refused with its message and Dismiss. Renders nothing when the line has neither.
 */
export function OutboxLineStatus({ scope, line, dismissible = true }: OutboxLineStatusProps) {
  const status = useOutboxLines(scope).get(line);
  if (!status) return null;
  return (
    <Stack gap={4} data-outbox-line={line}>
      {status.pending > 0 && (
        <Badge color="yellow" variant="light" title={OUTBOX_MESSAGES.pendingTitle} data-outbox-pending={status.pending}>
          {OUTBOX_MESSAGES.pending(status.pending)}
        </Badge>
      )}
      {status.refused.map((e) => (
        <Group key={e.id} gap="xs" wrap="nowrap" justify="space-between" data-outbox-refused={e.id}>
          <Text size="sm" c="red.8" style={{ flex: 1, minWidth: 0 }}>
            {OUTBOX_MESSAGES.refused(e.message ?? '')}
          </Text>
          {dismissible && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              mih={44}
              onClick={(ev) => {
                // The line is often inside a button (the item card): dismissing must not open the item.
                ev.stopPropagation();
                void getOutbox().dismiss(e.id);
              }}
            >
              {OUTBOX_MESSAGES.dismiss}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
