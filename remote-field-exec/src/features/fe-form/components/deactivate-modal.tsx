import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FE_MESSAGES, feReasonSchema, type FieldExecutiveSummary } from '@hub/shared/contracts';
import { Modal, TOAST_DURATION, toast } from '@hub/shared/ui';
import { errorText } from '../../../utils/error-text';
import { useDeactivateFieldExecutive } from '../api/deactivate-field-executive';

export interface DeactivateModalProps {
  /** The FE to deactivate; null hides the modal. */
  fe: Pick<FieldExecutiveSummary, 'id' | 'name'> | null;
  /** Closes the modal; required. */
  onClose: () => void;
}

/** Deactivation confirmation: names the FE (id and name) and needs a reason of at least 10 characters after trimming. */
export function DeactivateModal({ fe, onClose }: DeactivateModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deactivate = useDeactivateFieldExecutive();
  useEffect(() => {
    setReason('');
    setError(null);
  }, [fe?.id]);

  const confirm = async () => {
    if (!fe) return;
    const checked = feReasonSchema.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    try {
      const res = await deactivate.mutateAsync({ id: fe.id, reason: checked.data });
      toast.success(res.message, { duration: TOAST_DURATION.success });
      onClose();
    } catch (e) {
      const message = errorText(e, FE_MESSAGES.generic);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <Modal opened={fe !== null} onClose={onClose} title="Deactivate Field Executive" closeOnClickOutside={!deactivate.isPending}>
      {fe && (
        <Stack gap="sm">
          <Text>
            Deactivate <b data-testid="deactivate-fe-id">{fe.id}</b> (<span data-testid="deactivate-fe-name">{fe.name}</span>)?
          </Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            value={reason}
            error={error && error !== FE_MESSAGES.generic ? error : undefined}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
          />
          {error === FE_MESSAGES.generic && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose} disabled={deactivate.isPending}>
              Cancel
            </Button>
            <Button color="red" h={44} loading={deactivate.isPending} onClick={() => void confirm()}>
              Deactivate
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
