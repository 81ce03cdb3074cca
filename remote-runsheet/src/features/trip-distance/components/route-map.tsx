import { Group, List, Stack, Text } from '@mantine/core';
import { type TripStop } from '@hub/shared/contracts';
import { actualOrder, placeStops, plannedOrder, polylinePoints } from '../utils/route-geometry';

const WIDTH = 340;
const HEIGHT = 220;
const PAD = 24;
const PLANNED = 'var(--mantine-color-gray-7)';
const TRAVELLED = 'var(--mantine-color-blue-7)';

export interface RouteMapProps {
  /** The runsheet's stops with coordinates, any order; required. */
  stops: readonly TripStop[];
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * The route drawn in the app (no map service is reachable from the hubs' network or CI): the stops at their shops'
 * coordinates, the planned order dashed and the order the vehicle reached them solid, numbered by plan. A schematic:
 * straight lines between stops, while the distances above are the trip system's, along roads. The list under it says
 * the same in words.
 */
export function RouteMap({ stops }: RouteMapProps) {
  if (!stops.length) return <Text c="dimmed">No drop points on this runsheet.</Text>;
  const placed = placeStops(stops, WIDTH, HEIGHT, PAD);
  const planned = plannedOrder(placed);
  const travelled = actualOrder(placed);
  return (
    <Stack gap="xs">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Route of ${stops.length} ${stops.length === 1 ? 'stop' : 'stops'}: planned order dashed, travelled order solid`}
        style={{ display: 'block', background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}
        data-route-map
      >
        {planned.length > 1 && <polyline points={polylinePoints(planned)} fill="none" stroke={PLANNED} strokeWidth={2} strokeDasharray="6 4" data-planned />}
        {travelled.length > 1 && <polyline points={polylinePoints(travelled)} fill="none" stroke={TRAVELLED} strokeWidth={3} data-travelled />}
        {placed.map((p) => (
          <g key={p.stop.dropPointId}>
            <circle cx={p.x} cy={p.y} r={11} fill="var(--mantine-color-dark-7)" />
            <text x={p.x} y={p.y} dy="0.35em" textAnchor="middle" fontSize={11} fontWeight={700} fill="#fff">
              {p.stop.plannedSequence}
            </text>
          </g>
        ))}
      </svg>
      <Group gap="md" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <svg width={28} height={8} aria-hidden="true">
            <line x1={0} y1={4} x2={28} y2={4} stroke={PLANNED} strokeWidth={2} strokeDasharray="6 4" />
          </svg>
          <Text size="sm">Planned order</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <svg width={28} height={8} aria-hidden="true">
            <line x1={0} y1={4} x2={28} y2={4} stroke={TRAVELLED} strokeWidth={3} />
          </svg>
          <Text size="sm">Travelled order</Text>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        Straight lines between the shops; the distances above are the trip&apos;s, along the roads.
      </Text>
      <List type="ordered" spacing={4} size="sm" aria-label="Stops in planned order">
        {planned.map((p) => (
          <List.Item key={p.stop.dropPointId}>
            {p.stop.name}: {p.stop.actualSequence === null ? 'not reached' : `reached ${ordinal(p.stop.actualSequence)}`}, {p.stop.status.replace(/_/g, ' ')}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
