import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { QueryState } from '@hub/shared/ui';
import { useTripDistance } from '../features/trip-distance/api/trip-distance';
import { TripDistanceView } from '../features/trip-distance/components/trip-distance-view';

/**
 * /logistics/refStatusMap/{runsheetId}/{hubId}/mapbox (spec 001 §2): the page the close panel's Approve-distance
 * button opens in a new tab. Served in the app, drawn without a map service (docs/areas/runsheet.md "Trip distance").
 */
export function TripDistancePage() {
  const { runsheetId = '', hubId = '' } = useParams();
  const query = useTripDistance(runsheetId, hubId);
  return (
    <Stack gap="sm" p="sm">
      <Title order={3}>Trip Distance</Title>
      <QueryState query={query} what="trip distance">
        {(answer) => <TripDistanceView data={answer.tripDistance} />}
      </QueryState>
    </Stack>
  );
}
