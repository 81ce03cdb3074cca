import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { excessDistanceKm, guardMessage, type TripDistance } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { useRoleFlags } from '@hub/shared/hooks';
import { useApproveTripDistance } from '../api/trip-distance';
import { RouteMap } from './route-map';

export interface TripDistanceViewProps {
  /** The route map's answer; required. */
  data: TripDistance;
}

const km = (n: number) => `${Math.round(n * 10) / 10} km`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-figure={label}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The approve-distance page's content (spec 001 §2): travelled against planned distance, the approval (who and when,
 * or the L1/Admin override reason), the hub manager's Approve button, and the route drawn from the stops.
 */
export function TripDistanceView({ data }: TripDistanceViewProps) {
  const { isHubManager } = useRoleFlags();
  const approve = useApproveTripDistance(data.runsheetId);
  const excess = excessDistanceKm(data);
  const pct = excess !== null && data.plannedDistanceKm ? Math.round((excess / data.plannedDistanceKm) * 100) : null;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {[data.runsheetId, data.vehicleNumber, data.driverName].filter(Boolean).join(' · ')}
        <br />
        {data.hubName}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <Figure label="Travelled" value={km(data.tripDistanceKm)} />
        <Figure label="Planned" value={data.plannedDistanceKm === null ? 'Not available' : km(data.plannedDistanceKm)} />
        <Figure label="Excess" value={excess === null ? 'Unknown' : excess > 0 ? `+${km(excess)}${pct === null ? '' : ` (${pct}%)`}` : 'None'} />
      </SimpleGrid>
      <Approval
        data={data}
        canApprove={isHubManager}
        approving={approve.isPending}
        onApprove={() => approve.mutate({ runsheetId: data.runsheetId, hubId: data.hubId })}
      />
      <RouteMap stops={data.stops} />
    </Stack>
  );
}

function Approval({ data, canApprove, approving, onApprove }: { data: TripDistance; canApprove: boolean; approving: boolean; onApprove: () => void }) {
  if (data.tripDistanceApproved && data.approvedBy)
    return (
      <Alert color="green" title={data.overrideReason ? 'Closed without a hub manager’s approval' : 'Distance approved'} data-approval>
        {data.overrideReason ? 'Closed by' : 'Approved by'} {data.approvedBy}
        {data.approvedAt ? ` on ${formatDateTime(data.approvedAt)}` : ''}.{data.overrideReason ? ` Reason: ${data.overrideReason}` : ''}
      </Alert>
    );
  if (data.tripDistanceApproved)
    return (
      <Alert color="gray" title="No approval needed" data-approval>
        The trip is within its planned distance.
      </Alert>
    );
  if (data.activityStatus === 'ENDED')
    return (
      <Alert color="gray" title="Runsheet closed" data-approval>
        The runsheet was closed before an approval was recorded.
      </Alert>
    );
  return (
    <Stack gap="xs" data-approval>
      <Alert color="orange" title="Approval pending">
        The trip distance is not approved yet. The runsheet cannot close until a hub manager approves it.
      </Alert>
      {canApprove ? (
        <Button h={44} color="green" loading={approving} onClick={onApprove}>
          Approve distance
        </Button>
      ) : (
        <Text size="sm" role="note">
          {guardMessage('hubManager')}
        </Text>
      )}
    </Stack>
  );
}
