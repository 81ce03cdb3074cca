import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type AdminZone } from '@hub/shared/contracts';
import { Modal } from '@hub/shared/ui';
import { useRemoveZone } from '../api/zones';
import { HUB_TEXTS, removeZoneQuestion } from '../texts';

export interface RemoveZoneDialogProps {
  /** The hub; required. */
  hubId: string;
  /** The zone to remove; null closes the dialog. */
  zone: AdminZone | null;
  /** Closes the dialog; required. */
  onClose: () => void;
}

/** "Remove zone X from hub?" with Cancel and Remove; a refusal stays in the dialog in the server's words. */
export function RemoveZoneDialog({ hubId, zone, onClose }: RemoveZoneDialogProps) {
  const remove = useRemoveZone();
  const { reset } = remove;
  // Each zone asked about starts without the previous one's refusal.
  useEffect(() => reset(), [zone?.zoneId, reset]);
  return (
    <Modal opened={zone !== null} onClose={onClose} title={HUB_TEXTS.removeZoneTitle} closeOnClickOutside={!remove.isPending}>
      {zone && (
        <Stack gap="md">
          <Text>{removeZoneQuestion(zone.zoneId, hubId)}</Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {getErrorMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose} disabled={remove.isPending}>
              {HUB_TEXTS.cancel}
            </Button>
            <Button color="red" h={44} loading={remove.isPending} onClick={() => remove.mutate({ hubId, zoneId: zone.zoneId }, { onSuccess: onClose })}>
              {HUB_TEXTS.remove}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
