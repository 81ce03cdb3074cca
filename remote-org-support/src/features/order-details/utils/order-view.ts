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

/** 'Open on Google Maps' (spec 002 §2): a maps search at the shop's latitude and longitude. */
export function googleMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** GMV in rupees with 2 decimals and the rupee sign. */
export const formatGmv = (rupees: number) => `₹${rupees.toFixed(2)}`;
