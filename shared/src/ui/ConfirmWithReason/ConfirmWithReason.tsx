import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { type z } from 'zod';
import { getErrorMessage } from '../../api';
import { Modal } from '../Modal';

export interface ConfirmWithReasonProps {
  /** Whether the dialog shows; required. */
  opened: boolean;
  /** Dialog title; required. */
  title: string;
  /** What is being confirmed (names the thing, e.g. the FE id and name); default none. */
  children?: ReactNode;
  /** Label of the reason field; default 'Reason'. */
  reasonLabel?: string;
  /** A fixed list of reasons (QC, hold, shortfall): a Select instead of free text; default free text. */
  reasons?: ReadonlyArray<{ value: string; label: string }>;
  /** Validates the reason before confirming (e.g. a contract's reason schema); default: required. */
  reasonSchema?: z.ZodType<string, string>;
  /** Confirm button label; required. */
  confirmLabel: string;
  /** Confirm button colour; default 'red' (these actions are hard to undo). */
  confirmColor?: string;
  /** Does the action with the validated reason; a rejection keeps the dialog open and shows the error. */
  onConfirm: (reason: string) => Promise<unknown> | void;
  /** Closes the dialog; required. */
  onClose: () => void;
  /** Text of a failure whose error carries no readable message; default the spec's fallback. */
  errorFallback?: string;
}

/**
 * The one confirm-with-reason dialog (deactivate, QC rejection, hold, shortfall): a reason, free or from a list,
 * validated on Confirm; Confirm is busy while the action runs; a refusal stays in the dialog: a message about the
 * reason under the field, anything else above the buttons.
 */
export function ConfirmWithReason({
  opened,
  title,
  children,
  reasonLabel = 'Reason',
  reasons,
  reasonSchema,
  confirmLabel,
  confirmColor = 'red',
  onConfirm,
  onClose,
  errorFallback,
}: ConfirmWithReasonProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setFieldError(null);
    setFailure(null);
  }, [opened]);

  const confirm = async () => {
    const checked = reasonSchema ? reasonSchema.safeParse(reason) : reason.trim() ? { success: true as const, data: reason.trim() } : null;
    if (!checked || !checked.success) return setFieldError(checked ? checked.error.issues[0]!.message : `${reasonLabel} is required`);
    setBusy(true);
    try {
      await onConfirm(checked.data);
    } catch (e) {
      setFailure(getErrorMessage(e, errorFallback));
    } finally {
      setBusy(false);
    }
  };
  const change = (value: string) => {
    setReason(value);
    setFieldError(null);
    setFailure(null);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={!busy}>
      <Stack gap="sm">
        {children}
        {reasons ? (
          <Select
            label={reasonLabel}
            required
            data={reasons as Array<{ value: string; label: string }>}
            value={reason || null}
            error={fieldError}
            onChange={(v) => change(v ?? '')}
          />
        ) : (
          <Textarea label={reasonLabel} required autosize minRows={2} value={reason} error={fieldError} onChange={(e) => change(e.currentTarget.value)} />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color={confirmColor} h={44} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
