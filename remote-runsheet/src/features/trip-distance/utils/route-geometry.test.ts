import { actualOrder, placeStops, plannedOrder, polylinePoints } from './route-geometry';

const stop = (lat: number, lng: number, plannedSequence: number, actualSequence: number | null = null) => ({ lat, lng, plannedSequence, actualSequence });

describe('route geometry', () => {
  it('fits the stops in the box with its padding, north up', () => {
    const placed = placeStops([stop(13, 77.5, 1), stop(12.9, 77.6, 2)], 300, 200, 20);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(280);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(180);
    }
    // The northern stop is higher up (smaller y), the eastern one further right.
    expect(placed[0]!.y).toBeLessThan(placed[1]!.y);
    expect(placed[0]!.x).toBeLessThan(placed[1]!.x);
    // The taller side fills the box's height; the other is centred.
    expect([placed[0]!.y, placed[1]!.y]).toEqual([20, 180]);
  });

  it('puts one stop, or stops at one point, in the middle', () => {
    expect(placeStops([stop(13, 77.5, 1)], 300, 200, 20).map((p) => [p.x, p.y])).toEqual([[150, 100]]);
    expect(placeStops([stop(13, 77.5, 1), stop(13, 77.5, 2)], 300, 200, 20).map((p) => [p.x, p.y])).toEqual([
      [150, 100],
      [150, 100],
    ]);
    expect(placeStops([], 300, 200, 20)).toEqual([]);
  });

  it('orders the planned route by plan and the travelled one by arrival, leaving out stops not reached', () => {
    const placed = placeStops([stop(13, 77.5, 2, 1), stop(12.9, 77.6, 1, null), stop(12.95, 77.7, 3, 2)], 300, 200, 20);
    expect(plannedOrder(placed).map((p) => p.stop.plannedSequence)).toEqual([1, 2, 3]);
    expect(actualOrder(placed).map((p) => p.stop.actualSequence)).toEqual([1, 2]);
    expect(
      polylinePoints([
        { x: 1, y: 2 },
        { x: 3.5, y: 4 },
      ]),
    ).toBe('1,2 3.5,4');
  });
});
