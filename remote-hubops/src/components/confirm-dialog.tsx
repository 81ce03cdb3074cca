import { Button, Group, Text } from '@mantine/core';
import { HUB_OPS_MESSAGES } from '@hub/shared/contracts';
import { Modal } from '@hub/shared/ui';

export interface ConfirmDialogProps {
  /** Whether it shows; required. */
  opened: boolean;
  /** The question ("Confirm moving N x title to zone"); required. */
  text: string;
  /** Called on Confirm; required. */
  onConfirm: () => void;
  /** Called on Cancel, Escape or a tap outside; required. */
  onCancel: () => void;
  /** Shows Confirm as busy; default false. */
  busy?: boolean;
}

/** The "Confirm?" dialog of the item detail (spec 000 §2). */
export function ConfirmDialog({ opened, text, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={HUB_OPS_MESSAGES.confirmTitle}>
      <Text mb="md">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" h={44} onClick={onCancel}>
          Cancel
        </Button>
        <Button h={44} onClick={onConfirm} loading={busy}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
