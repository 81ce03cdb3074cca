import { Alert, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useHref } from 'react-router-dom';
import { getErrorMessage } from '@hub/shared/api';
import {
  approveDistanceUrl,
  closePanelFor,
  type CloseValidation,
  DISTANCE_OVERRIDE_REASON_MIN,
  everyCrateHasReason,
  excessDistanceKm,
  formatPaise,
  RUNSHEET_MESSAGES as M,
  TEXT_MAX,
} from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
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
 * preceded by the excess-travel-distance prompt while the trip distance is not approved: only the server's answer
 * (asked again by Continue) or an L1/Admin override reason leads past it, and the close call is refused without one.
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
        {(v) => (
          <CloseSteps
            validation={v}
            runsheetId={runsheetId}
            hubId={hubId}
            onClosed={onClosed}
            recheck={() => validation.refetch()}
            rechecking={validation.isFetching}
          />
        )}
      </QueryState>
    </Modal>
  );
}

interface CloseStepsProps {
  validation: CloseValidation;
  runsheetId: string;
  hubId: string;
  onClosed: () => void;
  /** Asks the validation again (the distance may have been approved in the map's tab). */
  recheck: () => Promise<unknown>;
  rechecking: boolean;
}

function CloseSteps({ validation: v, runsheetId, hubId, onClosed, recheck, rechecking }: CloseStepsProps) {
  const [reasons, setReasons] = useState<Record<string, string | undefined>>({});
  const [cratesDone, setCratesDone] = useState(false);
  const [override, setOverride] = useState<string | null>(null);
  const end = useEndRunsheet();
  useEffect(() => {
    if (v.code === 1) toast.error(v.message, { duration: TOAST_DURATION.closeError });
  }, [v]);
  // Missing crates, once each has a reason, lead on as SUCCESS would (the same answer carries cash and distance).
  const panel = closePanelFor(cratesDone ? { ...v, code: 0 } : v, override !== null);

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
    return <DistancePrompt validation={v} runsheetId={runsheetId} hubId={hubId} recheck={recheck} rechecking={rechecking} onOverride={setOverride} />;
  const assetDetails = cratesDone ? v.assetIds.map((crateId) => ({ crateId, missingReason: reasons[crateId]! })) : [];
  return (
    <Stack gap="sm">
      <Text fw={700}>Cash verification</Text>
      <Text size="sm">Amount collected on this runsheet</Text>
      <Text size="xl" fw={700} data-amount>
        {formatPaise(v.amountCollected)}
      </Text>
      {assetDetails.length > 0 && <Text size="sm">Missing crates: {assetDetails.map((a) => `${a.crateId} (${a.missingReason})`).join(', ')}</Text>}
      {override !== null && !v.tripDistanceApproved && <Text size="sm">Trip distance not approved: closing with your reason.</Text>}
      <Button
        h={44}
        color="green"
        loading={end.isPending}
        onClick={() =>
          end.mutate(
            {
              runsheetId,
              body: {
                assetDetails,
                amountCollected: v.amountCollected,
                ...(override !== null && !v.tripDistanceApproved ? { distanceOverrideReason: override } : {}),
              },
            },
            { onSuccess: onClosed },
          )
        }
      >
        Cash verified, close runsheet
      </Button>
    </Stack>
  );
}

interface DistancePromptProps {
  validation: CloseValidation;
  runsheetId: string;
  hubId: string;
  recheck: () => Promise<unknown>;
  rechecking: boolean;
  /** L1/Admin close without the approval, with this reason (sent with the close, recorded by the server). */
  onOverride: (reason: string) => void;
}

/**
 * The excess-travel-distance prompt (spec 001 §2): Approve distance opens the route map in a new tab, where a hub
 * manager approves; Continue asks the server again and leads on only once it says approved. L1/Admin may instead
 * close with a reason (docs/areas/runsheet.md "Trip distance").
 */
function DistancePrompt({ validation: v, runsheetId, hubId, recheck, rechecking, onOverride }: DistancePromptProps) {
  // The page is an app route: useHref puts it under the app's mount (/console/...), as the router resolves it.
  const mapHref = useHref(approveDistanceUrl(runsheetId, hubId));
  const { isL1OrAdmin } = useRoleFlags();
  const [checked, setChecked] = useState(false);
  const [reason, setReason] = useState('');
  const excess = excessDistanceKm(v);
  const reasonOk = reason.trim().length >= DISTANCE_OVERRIDE_REASON_MIN;
  return (
    <Stack gap="sm">
      <Text fw={700}>Excess travel distance</Text>
      <Text size="sm">
        {v.plannedDistanceKm !== null && excess !== null && excess > 0
          ? `The trip ran ${v.tripDistanceKm} km against ${v.plannedDistanceKm} km planned (${excess} km over) and is not approved yet.`
          : `The trip distance of ${v.tripDistanceKm} km is not approved yet.`}{' '}
        A hub manager approves it on the route map; continue once it is approved.
      </Text>
      {checked && !rechecking && (
        <Alert color="orange" role="alert">
          {M.distanceNotApproved(v.tripDistanceKm)}
        </Alert>
      )}
      <Group grow>
        <Button h={44} component="a" href={mapHref} target="_blank" rel="noopener noreferrer">
          Approve distance
        </Button>
        <Button
          h={44}
          variant="default"
          loading={rechecking}
          onClick={() => {
            setChecked(false);
            void recheck().then(() => setChecked(true));
          }}
        >
          Continue
        </Button>
      </Group>
      {isL1OrAdmin && (
        <Stack gap="xs">
          <Textarea
            label="Reason to close without approval (L1/Admin)"
            description={`At least ${DISTANCE_OVERRIDE_REASON_MIN} characters; recorded with your account.`}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={TEXT_MAX.text}
            autosize
            minRows={2}
          />
          <Button h={44} variant="outline" color="orange" disabled={!reasonOk} onClick={() => onOverride(reason.trim())}>
            Close without approval
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
