import { googleMapsUrl } from './maps';

describe('the Google Maps link (spec 002 §2)', () => {
  it('is built from latitude and longitude', () => {
    expect(googleMapsUrl(12.9716, 77.5946)).toBe('https://www.google.com/maps/search/?api=1&query=12.9716,77.5946');
    expect(googleMapsUrl(-33.5, 151)).toBe('https://www.google.com/maps/search/?api=1&query=-33.5,151');
  });
});
