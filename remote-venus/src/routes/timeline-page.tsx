import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type TimelineEntry, type Trip, VENUS_MESSAGES } from '@hub/shared/contracts';
import { ImageViewer, Modal, useDateParam } from '@hub/shared/ui';
import { useHubParam } from '../api/hub-param';
import { DateControl } from '../components/date-control';
import { ErrorView } from '../components/error-view';
import { HubPicker } from '../components/hub-picker';
import { AlertReviewModal } from '../features/alert-review/components/alert-review-modal';
import { useRunsheetTimeline } from '../features/timeline/api/get-runsheet-timeline';
import { useVehicleTimeline } from '../features/timeline/api/get-vehicle-timeline';
import { DropPanel } from '../features/timeline/components/drop-panel';
import { TripCard } from '../features/timeline/components/trip-card';
import { VehicleForm } from '../features/timeline/components/vehicle-form';
import { VENUS_TIMING, initiallyExpanded } from '../features/timeline/utils/timeline';

/**
 * /venus/timeline (spec 002 §2): query vehicleId, orgUnitId, tripId, hubId, date. With a vehicle number (and the hub
 * its call needs) the vehicle's trips of the day (vehicle/{vehicleId}/timeline); with only a trip id, that one trip
 * (runsheet/{tripId}/timeline, 002 §7), so a link that knows the runsheet but not the vehicle lands on it. A drop opens
 * the shop's order view beside it (tripId + orgUnitId in the URL, so a link or the back button reopens it), scrolled
 * to and highlighted.
 */
export function TimelinePage() {
  const [params, setParams] = useSearchParams();
  const [hubId, setHubId] = useHubParam();
  const [dateMs] = useDateParam();
  const vehicle = params.get('vehicleId');
  const tripId = params.get('tripId');
  const orgUnitId = params.get('orgUnitId');
  // A vehicle number wins (the form clears the trip); without one, a trip id alone opens that trip.
  const byTrip = !vehicle?.trim() && Boolean(tripId?.trim());
  const vehicleTimeline = useVehicleTimeline(hubId, vehicle, dateMs);
  const tripTimeline = useRunsheetTimeline(byTrip ? tripId : null, dateMs);
  const timeline = byTrip ? tripTimeline : vehicleTimeline;
  const trips = useMemo(() => timeline.data?.trips ?? [], [timeline.data]);
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const [alertId, setAlertId] = useState<string | null>(null);
  const [images, setImages] = useState<{ list: readonly string[]; index: number } | null>(null);

  // A new vehicle, trip link or day starts from the default (the last trip, or the one in the URL). By vehicle, tripId
  // only follows the drop that was opened, so it does not reset what is expanded.
  const openedTrip = byTrip ? tripId : null;
  useEffect(() => setExpanded(null), [hubId, vehicle, dateMs, openedTrip]);
  const open = expanded ?? initiallyExpanded(trips, tripId);

  const setQuery = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      }),
    [setParams],
  );

  const drop = tripId && orgUnitId && trips.some((t) => t.tripDetails.tripId === tripId) ? { tripId, orgUnitId } : null;

  // Scroll to and highlight the open drop once the timeline is on screen (spec 002 §9: ~500 ms, then ~350 ms).
  useEffect(() => {
    if (!drop) return;
    const timer = window.setTimeout(() => {
      const el = document.querySelector(`[data-trip-id="${CSS.escape(drop.tripId)}"] [data-drop-org="${CSS.escape(drop.orgUnitId)}"]`);
      el?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    }, VENUS_TIMING.scrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [drop?.tripId, drop?.orgUnitId]); // eslint-disable-line react-hooks/exhaustive-deps

  const openDrop = (trip: Trip, entry: TimelineEntry) => {
    if (!entry.shopOrgUnitId) return;
    setExpanded(new Set([...open, trip.tripDetails.tripId]));
    setQuery({ tripId: trip.tripDetails.tripId, orgUnitId: entry.shopOrgUnitId });
  };
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
  };

  return (
    <Stack p="sm" gap="sm" maw={1100} mx="auto">
      <Title order={2}>Vehicle timeline</Title>
      <Group align="flex-end" gap="sm">
        <div style={{ minWidth: 220, flex: 1, maxWidth: 360 }}>
          <HubPicker value={hubId} onChange={setHubId} />
        </div>
        <DateControl />
      </Group>
      <VehicleForm value={vehicle} onSubmit={(v) => setQuery({ vehicleId: v, tripId: null, orgUnitId: null })} />
      {!byTrip && (!vehicle?.trim() || !hubId) ? (
        <Text c="dimmed">{!hubId ? 'Choose a hub, then enter a vehicle number.' : 'Enter a vehicle number to see its timeline.'}</Text>
      ) : timeline.data ? (
        trips.length === 0 ? (
          <Text c="dimmed" data-empty>
            {byTrip ? `No trip ${tripId}.` : `No trips for ${vehicle} on this day.`}
          </Text>
        ) : (
          trips.map((trip) => (
            <TripCard
              key={trip.tripDetails.tripId}
              trip={trip}
              togglable={trips.length > 1}
              expanded={open.has(trip.tripDetails.tripId)}
              onToggle={() => toggle(trip.tripDetails.tripId)}
              activeOrg={drop?.tripId === trip.tripDetails.tripId ? drop.orgUnitId : null}
              onOpenDrop={openDrop}
              onOpenAlert={setAlertId}
              onOpenImages={(list, index) => setImages({ list, index })}
            />
          ))
        )
      ) : timeline.isError ? (
        <ErrorView
          title={VENUS_MESSAGES.timelineError}
          error={timeline.error}
          actionLabel="Retry"
          onAction={() => void timeline.refetch()}
          busy={timeline.isFetching}
        />
      ) : (
        <Center p="lg">
          <Loader role="status" aria-label="Loading timeline" />
        </Center>
      )}
      <DropPanel drop={drop} onClose={() => setQuery({ orgUnitId: null })} />
      <AlertReviewModal alertId={alertId} onClose={() => setAlertId(null)} />
      <Modal opened={images !== null} onClose={() => setImages(null)} title="Images">
        {images && <ImageViewer images={images.list} initialIndex={images.index} alt="Drop image" />}
      </Modal>
    </Stack>
  );
}
