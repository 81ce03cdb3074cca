import { type CollectBody, type RunsheetItem } from '@hub/shared/contracts';

/**
 * The collect calls for a selection: one per item type (a call carries one itemType), with the reason when one was
 * chosen and the tote when verifying a tote's items.
 */
export function collectGroups(items: readonly RunsheetItem[], opts: { reason?: string | null; toteId?: string } = {}): CollectBody[] {
  const byType = new Map<RunsheetItem['itemType'], string[]>();
  for (const i of items) byType.set(i.itemType, [...(byType.get(i.itemType) ?? []), i.itemId]);
  return [...byType].map(([itemType, itemIds]) => ({
    itemType,
    itemIds,
    ...(opts.reason ? { reason: opts.reason } : {}),
    ...(opts.toteId ? { toteId: opts.toteId } : {}),
  }));
}

/** Intercity items without a not-delivered reason: they need "Select Reason" before collection. */
export const needsReason = (items: readonly RunsheetItem[]) => items.filter((i) => i.itemType === 'INTERCITY' && !i.notDeliveredReason);
