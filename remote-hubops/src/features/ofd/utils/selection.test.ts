import { type OfdZoneSummary } from '@hub/shared/contracts';
import { selectableIds, selectionTotals, toggle } from './selection';

const z = (zoneId: string, buyerCount: number, tonnage: number, ofdInProgress = false): OfdZoneSummary => ({
  zoneId,
  buyerCount,
  tonnage,
  ofdInProgress,
  readyForOfd: true,
  routeBatch: null,
});

describe('zone selection', () => {
  const zones = [z('A', 3, 0.5), z('B', 2, 1.25), z('C', 4, 2, true)];
  it('sums tonnage and buyers of the selected zones', () => {
    expect(selectionTotals(zones, new Set(['A', 'B']))).toEqual({ tons: 1.75, buyers: 5, zoneIds: ['A', 'B'] });
    expect(selectionTotals(zones, new Set())).toEqual({ tons: 0, buyers: 0, zoneIds: [] });
  });
  it('drops zones that went into progress from the selection', () => {
    expect([...selectableIds(zones, new Set(['A', 'C']))]).toEqual(['A']);
  });
  it('toggles', () => {
    expect([...toggle(new Set(['A']), 'B')]).toEqual(['A', 'B']);
    expect([...toggle(new Set(['A']), 'A')]).toEqual([]);
  });
});
