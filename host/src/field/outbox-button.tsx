import { Badge, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getOutbox, onOutboxRefused, OUTBOX_MESSAGES, OutboxPanel, useOutbox } from '@hub/shared/outbox';
import { Modal, toast } from '@hub/shared/ui';

/**
 * The outbox badge in the header: how many writes wait (and how many replays the server refused); a tap opens the
 * list. Loading it starts the outbox, which replays what waits as soon as the network allows.
 */
export function OutboxButton() {
  const { waiting, refused } = useOutbox();
  const [open, setOpen] = useState(false);
  // A replay refused while the user is elsewhere: say so once (the list and the line keep the message).
  useEffect(() => onOutboxRefused((entries) => void toast.error(OUTBOX_MESSAGES.refusedToast(entries.length))), []);
  useEffect(() => {
    // Start the replay of what an earlier page left (the outbox is made on first use).
    void getOutbox().drain();
  }, []);
  if (waiting + refused === 0 && !open) return null;
  return (
    <>
      <Button
        h={44}
        px="xs"
        variant="subtle"
        color={refused ? 'red' : 'yellow'}
        aria-label={OUTBOX_MESSAGES.badge(waiting, refused)}
        data-testid="outbox-badge"
        onClick={() => setOpen(true)}
      >
        <Badge color={refused ? 'red' : 'yellow'} variant="filled" data-waiting={waiting} data-refused={refused}>
          {waiting + refused}
        </Badge>
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={OUTBOX_MESSAGES.panelTitle}>
        <OutboxPanel />
      </Modal>
    </>
  );
}
