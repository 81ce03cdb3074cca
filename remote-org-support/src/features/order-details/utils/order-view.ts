import { type OrderShipment } from '@hub/shared/contracts';

/** Row colours of the item tables (spec 002 §2): all actual units zero red, some short grey, otherwise green. */
export type RowColour = 'red' | 'grey' | 'green';
export const ROW_BACKGROUNDS: Record<RowColour, string> = {
  red: 'var(--mantine-color-red-1)',
  grey: 'var(--mantine-color-gray-2)',
  green: 'var(--mantine-color-green-1)',
};

/** The colour of a row (an item, or a shipment's totals) from its expected and actual units. */
export function rowColour(expectedUnits: number, actualUnits: number): RowColour {
  if (actualUnits <= 0) return 'red';
  if (actualUnits < expectedUnits) return 'grey';
  return 'green';
}

/** A shipment's colour: the rule on the sums of its items' expected and actual units. */
export function shipmentColour(shipment: Pick<OrderShipment, 'items'>): RowColour {
  const expected = shipment.items.reduce((s, i) => s + i.expectedUnits, 0);
  const actual = shipment.items.reduce((s, i) => s + i.actualUnits, 0);
  return rowColour(expected, actual);
}

/** GMV in rupees with 2 decimals and the rupee sign. */
export const formatGmv = (rupees: number) => `₹${rupees.toFixed(2)}`;
