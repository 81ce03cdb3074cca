/** The result Enter opens (spec 002 §5): the selected one, else the first; -1 when there are none. */
export function enterIndex(selected: number, count: number): number {
  if (count === 0) return -1;
  return selected >= 0 && selected < count ? selected : 0;
}

/** Search entity types in the spec's order, with the label a result shows. */
export const ENTITY_LABELS = { ORDER: 'Order', VEHICLE: 'Vehicle', BUYER: 'Buyer', DRIVER: 'Driver' } as const;
