import { Button, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RUNSHEET_MESSAGES as M } from '@hub/shared/contracts';
import { Modal } from '@hub/shared/ui';

export interface ReasonPickerModalProps {
  /** Open when true; required. */
  opened: boolean;
  /** Item ids that need a reason (intercity items without a not-delivered reason); required. */
  itemIds: readonly string[];
  /** The not-delivered reasons (intercityNotDeliveredReasons); required. */
  reasons: readonly string[];
  /** Called with the chosen reason; required. */
  onConfirm: (reason: string) => void;
  /** Called on cancel; required. */
  onClose: () => void;
}

/** "Select Reason" for undelivered intercity items (spec 001 §2, §5): confirming without a reason does nothing. */
export function ReasonPickerModal({ opened, itemIds, reasons, onConfirm, onClose }: ReasonPickerModalProps) {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setReason(null);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={M.selectReason}>
      <Stack gap="sm">
        <Text size="sm">Intercity items not delivered: {itemIds.join(', ')}</Text>
        <Select
          label="Not delivered reason"
          placeholder={M.selectReason}
          data={[...reasons]}
          value={reason}
          onChange={setReason}
          comboboxProps={{ withinPortal: false }}
        />
        <Button
          h={44}
          onClick={() => {
            // Spec 001 §5: confirming without a reason does nothing.
            if (reason) onConfirm(reason);
          }}
        >
          Confirm
        </Button>
      </Stack>
    </Modal>
  );
}
