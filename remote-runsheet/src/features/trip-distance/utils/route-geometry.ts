/** A stop to draw: its coordinates and its place in the planned and the actual order. */
export interface GeoStop {
  lat: number;
  lng: number;
  plannedSequence: number;
  actualSequence: number | null;
}

/** A stop placed in the drawing's box. */
export interface PlacedStop<S extends GeoStop> {
  stop: S;
  x: number;
  y: number;
}

/**
 * Places stops in a `width` x `height` box with `pad` on every side: an equirectangular projection (longitude
 * shrunk by the cosine of the mean latitude, so a city's few kilometres keep their shape), scaled to fit the larger
 * side and centred. One stop, or stops at one point, sit in the middle. North is up.
 */
export function placeStops<S extends GeoStop>(stops: readonly S[], width: number, height: number, pad: number): PlacedStop<S>[] {
  if (!stops.length) return [];
  const meanLat = stops.reduce((sum, s) => sum + s.lat, 0) / stops.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = stops.map((s) => s.lng * k);
  const ys = stops.map((s) => -s.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = width - 2 * pad;
  const innerH = height - 2 * pad;
  const scale = spanX || spanY ? Math.min(spanX ? innerW / spanX : Infinity, spanY ? innerH / spanY : Infinity) : 0;
  const offX = pad + (innerW - spanX * scale) / 2;
  const offY = pad + (innerH - spanY * scale) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return stops.map((stop, i) => ({ stop, x: round(offX + (xs[i]! - minX) * scale), y: round(offY + (ys[i]! - minY) * scale) }));
}

/** The stops in planned order. */
export const plannedOrder = <S extends GeoStop>(placed: readonly PlacedStop<S>[]) =>
  [...placed].sort((a, b) => a.stop.plannedSequence - b.stop.plannedSequence);

/** The stops the vehicle reached, in the order it reached them (stops without an actual sequence were not reached). */
export const actualOrder = <S extends GeoStop>(placed: readonly PlacedStop<S>[]) =>
  placed.filter((p) => p.stop.actualSequence !== null).sort((a, b) => a.stop.actualSequence! - b.stop.actualSequence!);

/** An SVG polyline's points attribute. */
export const polylinePoints = (placed: ReadonlyArray<{ x: number; y: number }>) => placed.map((p) => `${p.x},${p.y}`).join(' ');
