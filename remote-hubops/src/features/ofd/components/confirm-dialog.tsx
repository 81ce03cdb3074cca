import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { Modal } from '@hub/shared/ui';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no confirmation on the shared modal (the OFD confirmations have no reason to pick). */
export function ConfirmDialog({ opened, title, children, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onClose}>
            Cancel
          </Button>
          <Button mih={44} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
