/** The result Enter opens (spec 002 §5): the selected one, else the first; -1 when there are none. */
export function enterIndex(selected: number, count: number): number {
  if (count === 0) return -1;
  return selected >= 0 && selected < count ? selected : 0;
}

/** Search entity types in the spec's order (then items and shipments, which open their timeline), with the label a result shows. */
export const ENTITY_LABELS = { ORDER: 'Order', VEHICLE: 'Vehicle', BUYER: 'Buyer', DRIVER: 'Driver', ITEM: 'Item', SHIPMENT: 'Shipment' } as const;
