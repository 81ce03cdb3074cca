import { formatGmv, googleMapsUrl, rowColour } from './order-view';

describe('org order view rules (spec 002 §2)', () => {
  it('colours a row red when all actual units are zero, grey when some are short, else green', () => {
    expect(rowColour(5, 0)).toBe('red');
    expect(rowColour(5, 3)).toBe('grey');
    expect(rowColour(5, 5)).toBe('green');
    expect(rowColour(0, 0)).toBe('red');
  });
  it('builds the Google Maps link from latitude and longitude', () => {
    expect(googleMapsUrl(12.9716, 77.5946)).toBe('https://www.google.com/maps/search/?api=1&query=12.9716,77.5946');
  });
  it('shows GMV in rupees with 2 decimals', () => {
    expect(formatGmv(1234.5)).toBe('₹1234.50');
  });
});
