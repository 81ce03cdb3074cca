import { formatGmv, rowColour, shipmentColour } from './order-view';

const item = (expectedUnits: number, actualUnits: number) => ({
  itemName: 'x',
  imageUrls: [],
  expectedUnits,
  actualUnits,
  vertical: 'FMCG',
  metadata: { failReason: null, failImageUrls: [] },
});

describe('org order view rules (spec 002 §2)', () => {
  it('colours a row red when all actual units are zero, grey when some are short, else green', () => {
    expect(rowColour(5, 0)).toBe('red');
    expect(rowColour(5, 3)).toBe('grey');
    expect(rowColour(5, 5)).toBe('green');
    expect(rowColour(0, 0)).toBe('red');
  });
  it('colours a shipment by the sums of its items', () => {
    expect(shipmentColour({ items: [item(2, 2), item(3, 3)] })).toBe('green');
    expect(shipmentColour({ items: [item(2, 2), item(3, 0)] })).toBe('grey');
    expect(shipmentColour({ items: [item(2, 0), item(3, 0)] })).toBe('red');
  });
  it('shows GMV in rupees with 2 decimals', () => {
    expect(formatGmv(1234.5)).toBe('₹1234.50');
  });
});
