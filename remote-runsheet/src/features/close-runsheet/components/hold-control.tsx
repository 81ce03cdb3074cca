import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmWithReason } from '@hub/shared/ui';
import { useHoldReasons, useUpdateHold } from '../api/close-runsheet';

export interface HoldControlProps {
  /** Runsheet to hold or un-hold; required. */
  runsheetId: string;
  /** Whether it is on hold now, and why; required. */
  onHold: boolean;
  holdReason: string | null;
}

/** The hold panel (spec 001 §2, §4): pick a hold reason to hold; a held runsheet cannot close until UN_HOLD. */
export function HoldControl({ runsheetId, onHold, holdReason }: HoldControlProps) {
  const [picking, setPicking] = useState(false);
  const reasons = useHoldReasons(runsheetId);
  const update = useUpdateHold();
  if (onHold)
    return (
      <Alert color="orange" title="On hold" role="status">
        <Group justify="space-between" wrap="nowrap">
          <span>{holdReason ?? 'No reason recorded'}</span>
          <Button
            h={44}
            variant="white"
            color="orange"
            loading={update.isPending}
            onClick={() => update.mutate({ runsheetId, body: { operation: 'UN_HOLD' } })}
          >
            Un-hold
          </Button>
        </Group>
      </Alert>
    );
  return (
    <>
      <Button h={44} variant="outline" color="orange" onClick={() => setPicking(true)}>
        Hold
      </Button>
      <ConfirmWithReason
        opened={picking}
        title="Hold runsheet"
        reasonLabel="Hold reason"
        reasons={(reasons.data?.reasons ?? []).map((r) => ({ value: r, label: r }))}
        confirmLabel="Hold"
        confirmColor="orange"
        onClose={() => setPicking(false)}
        onConfirm={async (reason) => {
          await update.mutateAsync({ runsheetId, body: { operation: 'HOLD', reasonBucket: reason } });
          setPicking(false);
        }}
      />
    </>
  );
}
