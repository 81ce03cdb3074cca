import { Alert, Badge, Button, Card, Collapse, Group, Stack, Text, UnstyledButton, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type DropPoint, formatPaise, RUNSHEET_MESSAGES as M } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { ChevronDownIcon, QueryState } from '@hub/shared/ui';
import { SearchFilterBar } from '../../../components/search-filter-bar';
import { useDropPoints, useMarkReattempt, useReleaseOtpLock, useValidateOtp, useVerifyShipment } from '../api/drop-points';

const DROP_FILTERS = ['All', 'Pending', 'Completed'] as const;

export interface DropPointsPanelProps {
  /** Runsheet whose drops are shown; required. */
  runsheetId: string;
  /** False until the activity has started: OTP, verify and reattempt wait for it; required. */
  active: boolean;
}

/** Drop-Points tab, step 3 (spec 001 §2): "Search Drop points", a status filter, one card per drop. */
export function DropPointsPanel({ runsheetId, active }: DropPointsPanelProps) {
  const query = useDropPoints(runsheetId);
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<(typeof DROP_FILTERS)[number]>('All');
  const drops = useMemo(() => {
    const t = term.trim().toLowerCase();
    return (query.data?.dropPoints ?? []).filter(
      (d) =>
        (!t || d.name.toLowerCase().includes(t) || d.dropPointId.toLowerCase().includes(t)) && (filter === 'All' || (filter === 'Completed') === d.isCompleted),
    );
  }, [query.data, term, filter]);
  return (
    <Stack gap="sm">
      <SearchFilterBar
        term={term}
        onTermChange={setTerm}
        placeholder="Search Drop points"
        filters={DROP_FILTERS}
        filter={filter}
        onFilterChange={setFilter}
        filterLabel="Drop point status filter"
      />
      <QueryState
        query={query}
        what="drop points"
        errorText={M.loadDataFailed}
        isEmpty={(d) => d.dropPoints.length === 0}
        emptyText="There are no drop points in the runsheet."
      >
        {() =>
          drops.length === 0 ? (
            <Text c="dimmed" ta="center" p="lg" data-empty>
              {M.noMatch}
            </Text>
          ) : (
            drops.map((d) => <DropPointCard key={d.dropPointId} drop={d} runsheetId={runsheetId} active={active} />)
          )
        }
      </QueryState>
    </Stack>
  );
}

export interface DropPointCardProps {
  drop: DropPoint;
  runsheetId: string;
  active: boolean;
}

/**
 * One drop (spec 001 §2): name, a completed tick, "Total Collected Amount". With an OTP required: "Enter OTP to start
 * verification:", a digits-only input and "Validate OTP"; after too many wrong OTPs the lock's text instead of
 * Validate OTP, and for a hub manager "Release OTP lock" (the server checks the role and the hub; docs/areas/runsheet.md
 * "OTP lock"). Otherwise it expands: "Mark Not Attempted" (hub reattempt enabled only), shipment verify with undo, and
 * credit cash (Expected Amount, Collected Amount).
 */
export function DropPointCard({ drop, runsheetId, active }: DropPointCardProps) {
  const [open, setOpen] = useState(false);
  const [otp, setOtp] = useState('');
  const validate = useValidateOtp(runsheetId);
  const release = useReleaseOtpLock(runsheetId);
  const { isHubManager } = useRoleFlags();
  const verify = useVerifyShipment(runsheetId);
  const reattempt = useMarkReattempt(runsheetId);
  const panelId = `drop-${drop.dropPointId}`;
  return (
    <Card withBorder padding="sm" data-drop={drop.dropPointId}>
      <UnstyledButton
        onClick={() => !drop.isOtpRequired && setOpen((o) => !o)}
        aria-expanded={drop.isOtpRequired ? undefined : open}
        aria-controls={panelId}
        style={{ width: '100%', minHeight: 44 }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700}>
              {drop.sequence}. {drop.name}{' '}
              {drop.isCompleted && (
                <Text span c="green.8" aria-label="Completed" role="img">
                  ✓
                </Text>
              )}
            </Text>
            <Text size="sm">Total Collected Amount: {formatPaise(drop.totalAmount)}</Text>
          </Stack>
          {!drop.isOtpRequired && <ChevronDownIcon size={20} style={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden />}
        </Group>
      </UnstyledButton>
      {drop.isOtpRequired ? (
        <Stack gap="xs" mt="xs">
          <Text size="sm" fw={600} id={`${panelId}-otp`}>
            {M.otpPrompt}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-labelledby={`${panelId}-otp`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button
              h={44}
              disabled={!active || otp.length < 4 || drop.otpLocked}
              loading={validate.isPending}
              onClick={() => validate.mutate({ runsheetId, dropPointId: drop.dropPointId, otp })}
            >
              Validate OTP
            </Button>
          </Group>
          {drop.otpLocked && (
            <Alert color="red" variant="light" p="xs" data-otp-locked>
              <Stack gap="xs">
                <Text size="sm">{M.otpLocked}</Text>
                {isHubManager && (
                  <Button
                    h={44}
                    variant="outline"
                    color="red"
                    disabled={!active}
                    loading={release.isPending}
                    onClick={() => release.mutate({ runsheetId, dropPointId: drop.dropPointId })}
                  >
                    {M.otpLockRelease}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
        </Stack>
      ) : (
        <Collapse expanded={open} id={panelId}>
          <Stack gap="xs" mt="xs">
            {drop.enableHubReattempt && !drop.reattemptMarked && (
              <Button
                h={44}
                variant="outline"
                color="orange"
                disabled={!active}
                loading={reattempt.isPending}
                onClick={() => reattempt.mutate({ runsheetId, dropPointId: drop.dropPointId })}
              >
                Mark Not Attempted
              </Button>
            )}
            {drop.reattemptMarked && <Badge color="orange">Not attempted</Badge>}
            {drop.shipmentDetails.map((s) => (
              <Group key={s.shipmentId} justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {s.shipmentId}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.shipmentStatus}
                    {s.isVerified ? ' · Verified' : ''}
                  </Text>
                </Stack>
                <Button
                  h={44}
                  variant={s.isVerified ? 'default' : 'filled'}
                  disabled={!active || verify.isPending}
                  aria-label={`${s.isVerified ? 'Undo' : 'Verify'} ${s.shipmentId}`}
                  onClick={() => verify.mutate({ runsheetId, dropPointId: drop.dropPointId, shipmentId: s.shipmentId, undoVerification: s.isVerified })}
                >
                  {s.isVerified ? 'Undo' : 'Verify'}
                </Button>
              </Group>
            ))}
            <Group justify="space-between">
              <Text size="sm">Expected Amount: {formatPaise(drop.creditCollection.expectedAmount)}</Text>
              <Text size="sm">Collected Amount: {formatPaise(drop.creditCollection.collectedAmount)}</Text>
            </Group>
          </Stack>
        </Collapse>
      )}
    </Card>
  );
}
