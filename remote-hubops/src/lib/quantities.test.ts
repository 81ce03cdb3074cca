import { clampUnits, doneLast, presetUnits, remainingOf } from './quantities';

const line = (qty: number, pickedQty: number, pickingStatus: string) => ({ qty, pickedQty, dispatchedQty: 0, pickingStatus, dispatchStatus: 'NOT_STARTED' });

describe('quantity stepper bounds (0..qty minus done)', () => {
  it.each([
    [3, 5, 3],
    [-1, 5, 0],
    [Number.NaN, 5, 0],
    ['abc', 5, 0],
    [9, 5, 5],
    [2.7, 5, 2],
    [4, 0, 0],
  ])('clamps %p into 0..%p as %p', (value, max, expected) => {
    expect(clampUnits(value, max)).toBe(expected);
  });
  it('the bound is qty minus the done quantity', () => {
    expect(remainingOf(line(10, 4, 'PARTIALLY_PICKED'), 'picked')).toBe(6);
    expect(remainingOf({ qty: 10, pickedQty: 10, dispatchedQty: 3 }, 'dispatched')).toBe(7);
  });
});

describe('preset of NOT_STARTED lines', () => {
  it('presets a NOT_STARTED line to its qty and any other line to 0', () => {
    expect(presetUnits(line(7, 0, 'NOT_STARTED'), 'picked')).toBe(7);
    expect(presetUnits(line(7, 2, 'PARTIALLY_PICKED'), 'picked')).toBe(0);
    expect(presetUnits(line(7, 0, 'NOT_PICKED'), 'picked')).toBe(0);
  });
});

describe('done cards last', () => {
  it('moves PICKED and DISPATCHED to the end, keeping the order otherwise', () => {
    const list = ['PICKED', 'NOT_STARTED', 'DISPATCHED', 'PARTIALLY_PICKED'].map((s, i) => ({ i, s }));
    expect(doneLast(list, (x) => x.s).map((x) => x.i)).toEqual([1, 3, 0, 2]);
  });
});
