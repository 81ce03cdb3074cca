import { Button, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { CORRECTION_LABELS, QC_CORRECTION_MESSAGES as M, type QcCorrectionFrom, type QcCorrectionTo, type ZoneQcItem } from '@hub/shared/contracts';
import { settleWrite } from '@hub/shared/outbox';
import { useReasonList } from '../../../api/get-reason-list';
import { CorrectionDialog, type CorrectionValues } from '../../../components/correction-dialog';
import { useCorrectQcDecision } from '../api/qc-items';

export interface QcCorrectionProps {
  hubId: string;
  zoneId: string;
  /** The item as the panel shows it (its approved and rejected counts bound the dialog). */
  item: ZoneQcItem;
  /** Rejection reasons offered (availableComments), for units sent to the rejected side. */
  failureReasons: readonly string[];
  /** The correction was saved (or queued): the panel closes, the list shows the item as it is now. */
  onDone: () => void;
}

const SEGMENT = { control: { minHeight: 44 }, label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } };

/**
 * "Undo / correct" in the QC item panel (issue 34; docs/areas/corrections.md "Quality check"): reverses approved or
 * rejected units of the item, back to pending or to the other side (a rejection reason when they become rejected),
 * with a CORRECTION reason, through the outbox. Shown when something is decided; the server decides who may reverse
 * what (own decisions for operators while the zone's QC is open) and its refusal is shown in the dialog.
 */
export function QcCorrection(props: QcCorrectionProps) {
  const { item } = props;
  const [opened, setOpened] = useState(false);
  const sides = (['ACCEPTED', 'FAILED'] as const).filter((s) => (s === 'ACCEPTED' ? item.acceptedQty : item.failedQty) > 0);
  if (sides.length === 0) return null;
  return (
    <>
      <Button variant="light" color="orange" h={44} onClick={() => setOpened(true)}>
        {CORRECTION_LABELS.action}
      </Button>
      {opened && <OpenCorrection {...props} sides={sides} onClose={() => setOpened(false)} />}
    </>
  );
}

/** The dialog while open: the CORRECTION list is read only then (opening the panel costs no extra call). */
function OpenCorrection({
  hubId,
  zoneId,
  item,
  failureReasons,
  onDone,
  sides,
  onClose,
}: QcCorrectionProps & { sides: readonly QcCorrectionFrom[]; onClose: () => void }) {
  const [from, setFrom] = useState<QcCorrectionFrom>(sides[0]!);
  const [to, setTo] = useState<QcCorrectionTo>('PENDING');
  const [failureComment, setFailureComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasons = useReasonList('CORRECTION');
  const correct = useCorrectQcDecision(hubId, zoneId);
  const other: QcCorrectionTo = from === 'ACCEPTED' ? 'FAILED' : 'ACCEPTED';
  const countOf = (side: QcCorrectionFrom) => (side === 'ACCEPTED' ? item.acceptedQty : item.failedQty);
  const finish = () => {
    onClose();
    onDone();
  };
  const submit = (values: CorrectionValues) => {
    if (to === 'FAILED' && !failureComment) return setError(M.failureReasonRequired);
    setError(null);
    void settleWrite(() => correct.mutateAsync({ itemId: item.itemId, from, to, ...(to === 'FAILED' ? { failureComment } : {}), ...values }), {
      done: finish,
      // Kept on the device: the outbox says so and the item's card shows it pending until it is sent.
      queued: finish,
      refused: (e) => setError(getErrorMessage(e)),
    });
  };

  return (
    <CorrectionDialog
      opened
      title={CORRECTION_LABELS.dialogTitle(item.itemId)}
      maxUnits={countOf(from)}
      reasons={reasons.data?.reasons ?? []}
      reasonsLoading={reasons.isPending}
      reasonsError={reasons.isError}
      onSubmit={submit}
      onClose={onClose}
      busy={correct.isPending}
      error={error}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {M.fromLabel}
        </Text>
        <SegmentedControl
          aria-label={M.fromLabel}
          fullWidth
          disabled={correct.isPending}
          value={from}
          onChange={(v) => {
            setFrom(v as QcCorrectionFrom);
            setTo('PENDING');
          }}
          styles={SEGMENT}
          data={sides.map((s) => ({ value: s, label: `${M.sides[s]} (${countOf(s)})` }))}
        />
        <Text size="sm" fw={500}>
          {M.toLabel}
        </Text>
        <SegmentedControl
          aria-label={M.toLabel}
          fullWidth
          disabled={correct.isPending}
          value={to}
          onChange={(v) => setTo(v as QcCorrectionTo)}
          styles={SEGMENT}
          data={[
            { value: 'PENDING', label: M.sides.PENDING },
            { value: other, label: M.sides[other] },
          ]}
        />
        {to === 'FAILED' && (
          <NativeSelect
            label={M.failureReasonLabel}
            required
            disabled={correct.isPending}
            value={failureComment}
            onChange={(e) => setFailureComment(e.currentTarget.value)}
            data={[{ value: '', label: CORRECTION_LABELS.selectReason, disabled: true }, ...failureReasons.map((r) => ({ value: r, label: r }))]}
            styles={{ input: { height: 44 } }}
          />
        )}
      </Stack>
    </CorrectionDialog>
  );
}
