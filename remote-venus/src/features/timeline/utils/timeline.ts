import { type AlertSeverity, dropSeverity, type DropStatus, type SummaryStatus, type Trip } from '@hub/shared/contracts';

/** Tag colour of a severity (high red, medium orange, low green). */
export const SEVERITY_COLOUR: Record<AlertSeverity, string> = { HIGH: 'red', MEDIUM: 'orange', LOW: 'green' };

/** Colour of a drop's status tag, by the status's severity (spec 002 §3 "Drop status to severity"). */
export const dropStatusColour = (status: DropStatus) => SEVERITY_COLOUR[dropSeverity(status)];

/** Colour of an entry's summary (SUCCESS, WARNING, ERROR, DEFAULT). */
export const SUMMARY_COLOUR: Record<SummaryStatus, string> = { SUCCESS: 'green', WARNING: 'orange', ERROR: 'red', DEFAULT: 'gray' };

/**
 * Which trips are expanded at first (spec 002 §2, §4): the trip named in the URL when it is one of them, else the
 * last trip only.
 */
export function initiallyExpanded(trips: readonly Trip[], tripId: string | null): Set<string> {
  const named = tripId ? trips.find((t) => t.tripDetails.tripId === tripId) : undefined;
  const pick = named ?? trips[trips.length - 1];
  return new Set(pick ? [pick.tripDetails.tripId] : []);
}

/** "Stop 3 of 5 (planned 4)": the actual delivery sequence against the suggested one. */
export function sequenceText(actual: number | null, suggested: number | null): string {
  if (actual === null && suggested === null) return '';
  if (actual === null) return `Planned stop ${suggested}`;
  return `Stop ${actual} (planned ${suggested ?? '-'})`;
}

/** Delay before scrolling to a drop opened from the URL or a tap, and the highlight's length (spec 002 §9). */
export const VENUS_TIMING = { scrollDelayMs: 500, highlightMs: 350 } as const;
