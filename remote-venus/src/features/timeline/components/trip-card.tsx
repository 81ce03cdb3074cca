import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type TimelineEntry as Entry, type TitleValue, type Trip } from '@hub/shared/contracts';
import { TimelineEntry } from './timeline-entry';

export interface TripCardProps {
  trip: Trip;
  /** Shows the Show/Hide Timeline toggle (only when the vehicle has several trips). */
  togglable: boolean;
  expanded: boolean;
  onToggle: () => void;
  /** The shop whose drop panel is open, when on this trip. */
  activeOrg: string | null;
  onOpenDrop: (trip: Trip, entry: Entry) => void;
  onOpenAlert: (alertId: string) => void;
  onOpenImages: (images: readonly string[], index: number) => void;
}

function Pairs({ label, pairs }: { label: string; pairs: readonly TitleValue[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} verticalSpacing={4} aria-label={label}>
      {pairs.map((p) => (
        <Stack key={p.title} gap={0}>
          <Text size="xs" c="dimmed">
            {p.title}
          </Text>
          <Text size="sm" fw={500}>
            {p.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A trip (spec 002 §2): its display attributes and metrics, then its timeline when expanded. */
export function TripCard({ trip, togglable, expanded, onToggle, activeOrg, onOpenDrop, onOpenAlert, onOpenImages }: TripCardProps) {
  const { tripDetails } = trip;
  return (
    <Card withBorder padding="sm" data-trip-id={tripDetails.tripId} data-expanded={expanded}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Trip {tripDetails.tripId}
          </Title>
          {togglable && (
            <Button variant="light" h={44} onClick={onToggle} aria-expanded={expanded}>
              {expanded ? 'Hide Timeline' : 'Show Timeline'}
            </Button>
          )}
        </Group>
        <Pairs label="Trip details" pairs={tripDetails.displayAttributes} />
        <Pairs label="Trip metrics" pairs={tripDetails.tripMetrics} />
        {expanded && (
          <Stack gap={6} mt="xs" component="ol" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }} aria-label={`Timeline of trip ${tripDetails.tripId}`}>
            {trip.timeline.map((e) => (
              <li key={e.id}>
                <TimelineEntry
                  entry={e}
                  active={e.type === 'DROP' && activeOrg !== null && e.shopOrgUnitId === activeOrg}
                  onOpenDrop={(entry) => onOpenDrop(trip, entry)}
                  onOpenAlert={onOpenAlert}
                  onOpenImages={onOpenImages}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
