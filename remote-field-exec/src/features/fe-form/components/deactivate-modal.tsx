import { Text } from '@mantine/core';
import { FE_MESSAGES, feReasonSchema, type FieldExecutiveSummary } from '@hub/shared/contracts';
import { ConfirmWithReason } from '@hub/shared/ui';
import { useDeactivateFieldExecutive } from '../api/deactivate-field-executive';

export interface DeactivateModalProps {
  /** The FE to deactivate; null hides the modal. */
  fe: Pick<FieldExecutiveSummary, 'id' | 'name'> | null;
  /** Closes the modal; required. */
  onClose: () => void;
}

/** Deactivation confirmation: names the FE (id and name) and needs a reason of at least 10 characters after trimming. */
export function DeactivateModal({ fe, onClose }: DeactivateModalProps) {
  const deactivate = useDeactivateFieldExecutive();
  return (
    <ConfirmWithReason
      opened={fe !== null}
      title="Deactivate Field Executive"
      reasonSchema={feReasonSchema}
      confirmLabel="Deactivate"
      errorFallback={FE_MESSAGES.generic}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!fe) return;
        await deactivate.mutateAsync({ id: fe.id, reason });
        onClose();
      }}
    >
      {fe && (
        <Text>
          Deactivate <b data-testid="deactivate-fe-id">{fe.id}</b> (<span data-testid="deactivate-fe-name">{fe.name}</span>)?
        </Text>
      )}
    </ConfirmWithReason>
  );
}
