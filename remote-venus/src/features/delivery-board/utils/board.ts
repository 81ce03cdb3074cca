import { type BoardGroup, type BoardItem } from '@hub/shared/contracts';

/** Colour and symbol of a group's icon (the API names the icon: error, warn, info, success). */
export const GROUP_ICONS: Record<BoardGroup['icon'], { colour: string; symbol: string }> = {
  error: { colour: 'red', symbol: '!' },
  warn: { colour: 'orange', symbol: '▲' },
  info: { colour: 'blue', symbol: 'i' },
  success: { colour: 'green', symbol: '✓' },
};

/** Colour of an alert chip by severity. */
export const SEVERITY_COLOURS = { HIGH: 'red', MEDIUM: 'orange', LOW: 'blue' } as const;

/** A card's link (spec 002 §2 "Delivery-ops board"): /venus/timeline with vehicleId, date and hubId. */
export function boardCardHref(item: Pick<BoardItem, 'vehicleNumber'>, hubId: string, dateMs: number | null): string {
  const q = new URLSearchParams({ vehicleId: item.vehicleNumber });
  if (dateMs !== null) q.set('date', String(dateMs));
  q.set('hubId', hubId);
  return `/venus/timeline?${q.toString()}`;
}

/** The four trip metrics of a card, titled (spec 002 §2). */
export function metricRows(m: BoardItem['tripMetrics']) {
  return [
    { title: 'Touch points', value: m.touchPoints },
    { title: 'Attempts', value: m.attempts },
    { title: 'RTO', value: m.rto },
    { title: 'Partial deliveries', value: m.partialDeliveries },
  ];
}
