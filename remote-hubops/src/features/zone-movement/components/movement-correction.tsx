import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { CORRECTION_LABELS, type MovementItem, ZONE_MOVEMENT_MESSAGES as M } from '@hub/shared/contracts';
import { settleWrite } from '@hub/shared/outbox';
import { useReasonList } from '../../../api/get-reason-list';
import { CorrectionDialog, type CorrectionValues } from '../../../components/correction-dialog';
import { useCorrectZoneMovement } from '../api/correct-zone-movement';

export interface MovementCorrectionProps {
  hubId: string;
  /** The source zone the detail was opened on: where units taken back go. */
  zoneId: string;
  /** The item detail as shown (its LM zone line says how many units were moved). */
  item: MovementItem;
  /** The detail's source tote filter, or null. */
  toteFilter: string | null;
}

/**
 * "Undo / correct" on the zone movement item view (issue 34; docs/areas/corrections.md "Zone movement"): shown when
 * units of the item are in its LM zone; opens the correction dialog (units, a CORRECTION reason, a note) and sends the
 * correction through the outbox. The server decides what may be taken back (own moves for operators, nothing already
 * dispatched or quality checked) and its refusal is shown in the dialog; offline, the correction waits in the outbox
 * and the item's line shows it pending.
 */
export function MovementCorrection({ hubId, zoneId, item, toteFilter }: MovementCorrectionProps) {
  const [opened, setOpened] = useState(false);
  const line = item.associationDetail[0];
  const moved = line?.pickedQty ?? 0;
  if (!line || moved <= 0) return null;
  return (
    <>
      <Button variant="light" color="orange" h={44} onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
        {CORRECTION_LABELS.action}
      </Button>
      {opened && (
        <OpenCorrection
          hubId={hubId}
          zoneId={zoneId}
          item={item}
          toteFilter={toteFilter}
          lmZone={line.entityId}
          moved={moved}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}

/** The dialog while open: the CORRECTION list is read only then (opening an item view costs no extra call). */
function OpenCorrection({
  hubId,
  zoneId,
  item,
  toteFilter,
  lmZone,
  moved,
  onClose,
}: MovementCorrectionProps & { lmZone: string; moved: number; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const reasons = useReasonList('CORRECTION');
  const correct = useCorrectZoneMovement();
  const submit = (values: CorrectionValues) => {
    setError(null);
    void settleWrite(() => correct.mutateAsync({ hubId, zoneId, itemId: item.itemId, toteFilter, ...values }), {
      done: onClose,
      // Kept on the device: the outbox says so and the item's line shows it pending until it is sent.
      queued: onClose,
      refused: (e) => setError(getErrorMessage(e)),
    });
  };
  return (
    <CorrectionDialog
      opened
      title={CORRECTION_LABELS.dialogTitle(item.itemId)}
      maxUnits={moved}
      reasons={reasons.data?.reasons ?? []}
      reasonsLoading={reasons.isPending}
      reasonsError={reasons.isError}
      onSubmit={submit}
      onClose={onClose}
      busy={correct.isPending}
      error={error}
    >
      <Text size="sm">{M.correctionSummary(moved, lmZone, zoneId)}</Text>
    </CorrectionDialog>
  );
}
