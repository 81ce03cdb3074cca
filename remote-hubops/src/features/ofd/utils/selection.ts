import { type OfdZoneSummary } from '@hub/shared/contracts';

/** Totals of the selected zones: tonnage (tons) and buyers, summed (000 §2 "the buyers total is a sum"). */
export function selectionTotals(zones: readonly OfdZoneSummary[], selected: ReadonlySet<string>) {
  const chosen = zones.filter((z) => selected.has(z.zoneId));
  return { tons: chosen.reduce((a, z) => a + z.tonnage, 0), buyers: chosen.reduce((a, z) => a + z.buyerCount, 0), zoneIds: chosen.map((z) => z.zoneId) };
}

/** Selected zones that may still be sent: a zone that went into progress meanwhile drops out of the selection. */
export function selectableIds(zones: readonly OfdZoneSummary[], selected: ReadonlySet<string>): Set<string> {
  return new Set(zones.filter((z) => selected.has(z.zoneId) && !z.ofdInProgress).map((z) => z.zoneId));
}

/** Toggles one id in a set, returning a new set. */
export function toggle(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
