import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { CORRECTION_LABELS, CORRECTION_MESSAGES, CORRECTION_NOTE_MAX } from '@hub/shared/contracts';
import { Modal } from '@hub/shared/ui';
import { QuantityStepper } from './quantity-stepper';

/** What the dialog hands to `onSubmit`: units to take back, the CORRECTION code, the note (absent when blank). */
export interface CorrectionValues {
  units: number;
  reasonCode: string;
  note?: string;
}

export interface CorrectionDialogProps {
  /** Whether it shows; required. */
  opened: boolean;
  /** Title (`CORRECTION_LABELS.dialogTitle(itemId)`); required. */
  title: string;
  /** The most units the server would allow as far as the screen knows (>= 1 for the dialog to be useful); required. */
  maxUnits: number;
  /** The CORRECTION list's active entries, in order (`useReasonList('CORRECTION')`); required. */
  reasons: ReadonlyArray<{ code: string; label: string }>;
  /** Sends the correction; the dialog stays open (the caller closes it on success); required. */
  onSubmit: (values: CorrectionValues) => void;
  /** Called on Cancel, Escape or a tap outside (not while busy); required. */
  onClose: () => void;
  /** Save shows busy and nothing can be changed; default false. */
  busy?: boolean;
  /** The server's refusal (or any failure text), shown above the buttons; default none. */
  error?: string | null;
  /** The reason list is still loading; default false. */
  reasonsLoading?: boolean;
  /** The reason list failed to load (Save is off: the server needs a code from it); default false. */
  reasonsError?: boolean;
  /** What is being corrected (a line naming the item and its count); default none. */
  children?: ReactNode;
}

/**
 * The one correction dialog of Hub Ops (issue 34; inward, dispatch, zone movement, QC): units to take back (default
 * 1, at most `maxUnits`), a reason from the CORRECTION list, an optional note, Save. It checks what it can (units in
 * range, a reason picked, the note's length) under the fields and leaves every other rule to the server, whose text
 * arrives through `error`. Reopening starts afresh.
 */
export function CorrectionDialog({
  opened,
  title,
  maxUnits,
  reasons,
  onSubmit,
  onClose,
  busy = false,
  error = null,
  reasonsLoading = false,
  reasonsError = false,
  children,
}: CorrectionDialogProps) {
  const max = Math.max(1, maxUnits);
  const [units, setUnits] = useState(1);
  const [reasonCode, setReasonCode] = useState('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ units?: string; reason?: string; note?: string }>({});
  useEffect(() => {
    if (!opened) return;
    setUnits(1);
    setReasonCode('');
    setNote('');
    setFieldErrors({});
  }, [opened]);

  const save = () => {
    const errors: typeof fieldErrors = {};
    if (!Number.isInteger(units) || units < 1 || units > max) errors.units = CORRECTION_MESSAGES.unitsInvalid;
    if (!reasons.some((r) => r.code === reasonCode)) errors.reason = CORRECTION_MESSAGES.reasonRequired;
    if (note.trim().length > CORRECTION_NOTE_MAX) errors.note = CORRECTION_MESSAGES.noteTooLong;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const trimmed = note.trim();
    onSubmit(trimmed ? { units, reasonCode, note: trimmed } : { units, reasonCode });
  };

  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={title} closeOnClickOutside={!busy}>
      <Stack gap="sm" data-correction-dialog>
        {children}
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {CORRECTION_LABELS.units}
            </Text>
            <Text size="xs" c="dimmed">
              {CORRECTION_LABELS.unitsHint(max)}
            </Text>
          </Stack>
          <QuantityStepper
            value={units}
            max={max}
            onChange={(v) => {
              setUnits(v);
              setFieldErrors((e) => ({ ...e, units: undefined }));
            }}
            label={CORRECTION_LABELS.units}
            disabled={busy}
          />
        </Group>
        {fieldErrors.units && (
          <Text size="sm" c="red" role="alert">
            {fieldErrors.units}
          </Text>
        )}
        {reasonsLoading ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{CORRECTION_LABELS.reason}</Text>
          </Group>
        ) : reasonsError ? (
          <Alert color="red">{CORRECTION_LABELS.reasonsUnavailable}</Alert>
        ) : (
          // A native select: the phone's own picker, no dropdown layer to misplace on an emulated or small screen.
          <NativeSelect
            label={CORRECTION_LABELS.reason}
            required
            disabled={busy}
            value={reasonCode}
            error={fieldErrors.reason}
            data={[{ value: '', label: CORRECTION_LABELS.selectReason, disabled: true }, ...reasons.map((r) => ({ value: r.code, label: r.label }))]}
            onChange={(e) => {
              setReasonCode(e.currentTarget.value);
              setFieldErrors((f) => ({ ...f, reason: undefined }));
            }}
            styles={{ input: { height: 44 } }}
          />
        )}
        <Textarea
          label={CORRECTION_LABELS.note}
          autosize
          minRows={2}
          maxLength={CORRECTION_NOTE_MAX}
          disabled={busy}
          value={note}
          error={fieldErrors.note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert" data-correction-error>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} disabled={busy}>
            {CORRECTION_LABELS.cancel}
          </Button>
          <Button h={44} loading={busy} disabled={reasonsLoading || reasonsError} onClick={save}>
            {CORRECTION_LABELS.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
