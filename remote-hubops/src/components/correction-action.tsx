import { Button } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { CORRECTION_LABELS, correctsAnyCount } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { settleWrite } from '@hub/shared/outbox';
import { useReasonList } from '../api/get-reason-list';
import { CorrectionDialog, type CorrectionValues } from './correction-dialog';

export interface CorrectionActionProps {
  /** The item whose count is corrected (the dialog's title names it); required. */
  itemId: string;
  /** Units counted on the line (picked or dispatched): the action shows only when above 0; required. */
  counted: number;
  /** The most units the server would allow as far as the screen knows (counted minus what a later step took); required. */
  maxUnits: number;
  /** The manifest is closed: only a hub manager (or admin) is offered the action then; required. */
  closed: boolean;
  /** Sends the correction (the flow's outbox mutation); resolves with the answer, rejects with the refusal; required. */
  onCorrect: (values: CorrectionValues) => Promise<unknown>;
  /** The flow's word for the line in the button's accessible name ("Undo / correct ITEM-1"); default the item id. */
  lineLabel?: string;
}

/**
 * "Undo / correct" on one item line (issue 34; inward and dispatch): the button, shown while the line has units
 * counted (and, on a closed manifest, to a hub manager only: docs/areas/corrections.md), and the correction dialog it
 * opens with the CORRECTION list. Saved: the dialog closes (the flow's mutation updates the count and toasts);
 * kept offline: the dialog closes and the line shows it pending; refused: the server's text stays in the dialog.
 */
export function CorrectionAction({ itemId, counted, maxUnits, closed, onCorrect, lineLabel }: CorrectionActionProps) {
  const flags = useRoleFlags();
  const [opened, setOpened] = useState(false);
  if (counted <= 0 || maxUnits <= 0) return null;
  if (closed && !correctsAnyCount(flags)) return null;
  return (
    <>
      <Button
        variant="light"
        color="orange"
        size="compact-sm"
        h={44}
        onClick={() => setOpened(true)}
        aria-label={`${CORRECTION_LABELS.action} ${lineLabel ?? itemId}`}
        data-correction-action={itemId}
        style={{ alignSelf: 'flex-start' }}
      >
        {CORRECTION_LABELS.action}
      </Button>
      {opened && <OpenCorrection itemId={itemId} maxUnits={maxUnits} onCorrect={onCorrect} onClose={() => setOpened(false)} />}
    </>
  );
}

/** The dialog while open: the reason list is read only then (a list of a hundred lines reads it once, on demand). */
function OpenCorrection({
  itemId,
  maxUnits,
  onCorrect,
  onClose,
}: {
  itemId: string;
  maxUnits: number;
  onCorrect: (v: CorrectionValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const reasons = useReasonList('CORRECTION');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (values: CorrectionValues) => {
    setBusy(true);
    setError(null);
    void settleWrite(() => onCorrect(values), {
      done: () => onClose(),
      queued: () => onClose(),
      refused: (e) => setError(getErrorMessage(e)),
      settled: () => setBusy(false),
    });
  };
  return (
    <CorrectionDialog
      opened
      title={CORRECTION_LABELS.dialogTitle(itemId)}
      maxUnits={maxUnits}
      reasons={reasons.data?.reasons ?? []}
      reasonsLoading={reasons.isPending}
      reasonsError={reasons.isError}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
