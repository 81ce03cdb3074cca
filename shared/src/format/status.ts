/** The four status groups and their colours (spec 000 §4: done, partial, not done, not started). */
export type StatusTone = 'done' | 'partial' | 'notDone' | 'notStarted';

/** Mantine colour per status group: done is completed, partial is partially completed, and so on. */
export const STATUS_COLOURS: Record<StatusTone, string> = {
  done: 'green',
  partial: 'orange',
  notDone: 'red',
  notStarted: 'gray',
};

const DONE = new Set(['PICKED', 'DISPATCHED', 'DONE', 'COMPLETED', 'DELIVERED', 'CLOSED', 'SUCCESS', 'ACTIVE']);
const NOT_STARTED = new Set(['NOT_STARTED', 'PENDING', 'CREATED', 'OPEN']);

/** Which of the four groups a status string belongs to (picking, dispatch and similar statuses). */
export function statusTone(status: string): StatusTone {
  const s = status.trim().toUpperCase();
  if (NOT_STARTED.has(s)) return 'notStarted';
  if (s.startsWith('PARTIAL')) return 'partial';
  if (s.startsWith('NOT_') || s === 'FAILED' || s === 'DEACTIVATED') return 'notDone';
  if (DONE.has(s)) return 'done';
  return 'notStarted';
}

/** The status's Mantine colour. */
export function statusColour(status: string): string {
  return STATUS_COLOURS[statusTone(status)];
}

/** Start case of an enum-like status: "PARTIALLY_DISPATCHED" -> "Partially Dispatched". */
export function toStartCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** A status as a card shows it: label in start case and its colour. */
export function statusLabel(status: string): { label: string; colour: string; tone: StatusTone } {
  const tone = statusTone(status);
  return { label: toStartCase(status), colour: STATUS_COLOURS[tone], tone };
}
