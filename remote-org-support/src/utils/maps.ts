/** 'Open on Google Maps' (spec 002 §2): a maps search at the shop's latitude and longitude. */
export function googleMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
