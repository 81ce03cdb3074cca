import { type EndpointResult, type getCurrentEntityItems } from '@hub/shared/contracts';

/** One line of currentEntityItems: an item's units in one place (a tote, or loose when `toteId` is null). */
export type ZoneUnitLine = EndpointResult<typeof getCurrentEntityItems>['items'][number];

/** The units of one tote of the zone (or the loose ones: `toteId` null). */
export interface ToteGroup {
  toteId: string | null;
  units: number;
  lines: ZoneUnitLine[];
}

/**
 * The zone's lines grouped by tote: totes by id, the loose units last (an operator looks for a tote first), lines by
 * item id inside each.
 */
export function groupByTote(lines: readonly ZoneUnitLine[]): ToteGroup[] {
  const byTote = new Map<string | null, ZoneUnitLine[]>();
  for (const line of lines) byTote.set(line.toteId, [...(byTote.get(line.toteId) ?? []), line]);
  return [...byTote]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([toteId, group]) => ({
      toteId,
      units: group.reduce((n, l) => n + l.qty, 0),
      lines: [...group].sort((x, y) => x.itemId.localeCompare(y.itemId)),
    }));
}
