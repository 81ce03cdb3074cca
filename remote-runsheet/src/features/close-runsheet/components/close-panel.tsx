import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { approveDistanceUrl, closePanelFor, type CloseValidation, everyCrateHasReason, formatPaise, RUNSHEET_MESSAGES as M } from '@hub/shared/contracts';
import { Modal, QueryState, toast, TOAST_DURATION } from '@hub/shared/ui';
import { useCloseValidation, useEndRunsheet } from '../api/close-runsheet';

export interface ClosePanelProps {
  /** Runsheet to close; required. */
  runsheetId: string;
  /** Hub of the runsheet (the approve-distance page needs it); required. */
  hubId: string;
  /** Called after a successful close; required. */
  onClosed: () => void;
  /** Called when the user leaves the panel; required. */
  onCancel: () => void;
}

/**
 * The close panel (spec 001 §2, §4): the validation decides. DP_VERIFICATION_PENDING shows the error;
 * ASSET_VERIFICATION_PENDING the missing crates (a reason each, required to proceed); SUCCESS the cash verification,
 * preceded by the excess-travel-distance prompt while the trip distance is not approved.
 */
export function ClosePanel({ runsheetId, hubId, onClosed, onCancel }: ClosePanelProps) {
  const validation = useCloseValidation(runsheetId);
  // A refused validation (held, not started) is a close failure: shown for 10 s as well as in the panel.
  useEffect(() => {
    if (validation.isError) toast.error(getErrorMessage(validation.error), { duration: TOAST_DURATION.closeError });
  }, [validation.isError, validation.error]);
  return (
    <Modal opened onClose={onCancel} title="Close Runsheet">
      <QueryState query={validation} what="close validation">
        {(v) => <CloseSteps validation={v} runsheetId={runsheetId} hubId={hubId} onClosed={onClosed} />}
      </QueryState>
    </Modal>
  );
}

function CloseSteps({ validation: v, runsheetId, hubId, onClosed }: { validation: CloseValidation; runsheetId: string; hubId: string; onClosed: () => void }) {
  const [reasons, setReasons] = useState<Record<string, string | undefined>>({});
  const [cratesDone, setCratesDone] = useState(false);
  const [distanceSeen, setDistanceSeen] = useState(false);
  const [distanceOpened, setDistanceOpened] = useState(false);
  const end = useEndRunsheet();
  useEffect(() => {
    if (v.code === 1) toast.error(v.message, { duration: TOAST_DURATION.closeError });
  }, [v]);
  // Missing crates, once each has a reason, lead on as SUCCESS would (the same answer carries cash and distance).
  const panel = closePanelFor(cratesDone ? { ...v, code: 0 } : v, distanceSeen);

  if (panel === 'DP_ERROR')
    return (
      <Alert color="red" role="alert">
        {v.message}
      </Alert>
    );
  if (panel === 'MISSING_CRATES') {
    const ready = everyCrateHasReason(v.assetIds, reasons);
    return (
      <Stack gap="sm">
        <Text fw={700}>Missing crates</Text>
        <Text size="sm">{v.message}</Text>
        {v.assetIds.map((crate) => (
          <Select
            key={crate}
            label={crate}
            placeholder={M.selectReason}
            data={v.availableReason}
            value={reasons[crate] ?? null}
            onChange={(r) => setReasons((x) => ({ ...x, [crate]: r ?? undefined }))}
            comboboxProps={{ withinPortal: false }}
          />
        ))}
        <Button h={44} disabled={!ready} onClick={() => setCratesDone(true)}>
          Proceed
        </Button>
      </Stack>
    );
  }
  if (panel === 'DISTANCE')
    return (
      <Stack gap="sm">
        <Text fw={700}>Excess travel distance</Text>
        <Text size="sm">The trip distance of {v.tripDistanceKm} km is not approved yet. Approve it before verifying cash.</Text>
        <Group grow>
          <Button
            h={44}
            component="a"
            href={approveDistanceUrl(runsheetId, hubId)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setDistanceOpened(true)}
          >
            Approve distance
          </Button>
          <Button h={44} variant="default" disabled={!distanceOpened} onClick={() => setDistanceSeen(true)}>
            Continue
          </Button>
        </Group>
      </Stack>
    );
  const assetDetails = cratesDone ? v.assetIds.map((crateId) => ({ crateId, missingReason: reasons[crateId]! })) : [];
  return (
    <Stack gap="sm">
      <Text fw={700}>Cash verification</Text>
      <Text size="sm">Amount collected on this runsheet</Text>
      <Text size="xl" fw={700} data-amount>
        {formatPaise(v.amountCollected)}
      </Text>
      {assetDetails.length > 0 && <Text size="sm">Missing crates: {assetDetails.map((a) => `${a.crateId} (${a.missingReason})`).join(', ')}</Text>}
      <Button
        h={44}
        color="green"
        loading={end.isPending}
        onClick={() => end.mutate({ runsheetId, body: { assetDetails, amountCollected: v.amountCollected } }, { onSuccess: onClosed })}
      >
        Cash verified, close runsheet
      </Button>
    </Stack>
  );
}
