import { getMergeZones, getZoneMovementItems, OFD_SCREENS, getOfdZonesSummary, createOfdRequest, getRouteBatchInfo } from '../index';
import { missingPilot, PILOT_FEATURES, PILOT_REFUSALS, pilotsOf } from './pilots';

describe('pilots declared on contracts (ADR 012)', () => {
  it('a contract without a pilot is never gated', () => {
    expect(missingPilot(getZoneMovementItems, [])).toBeNull();
    expect(pilotsOf(getZoneMovementItems)).toEqual([]);
  });

  it('a contract with one pilot is gated on a hub without it, from a list or a set', () => {
    expect(missingPilot(getMergeZones, [])).toBe('TOTE_MERGING');
    expect(missingPilot(getMergeZones, new Set(['TOTE_IN_SCAN']))).toBe('TOTE_MERGING');
    expect(missingPilot(getMergeZones, ['TOTE_MERGING'])).toBeNull();
    expect(missingPilot(getRouteBatchInfo, ['TOTE_MERGING'])).toBe('DOUBLE_DISPATCH');
  });

  it('the calls Mark OFD and LM generation share admit either screen’s pilot; each screen asks for its own', () => {
    for (const call of [getOfdZonesSummary, createOfdRequest]) {
      expect(missingPilot(call, [])).toBe('CONTINUOUS_DISPATCH_ENABLED_HUBS');
      expect(missingPilot(call, ['DOUBLE_DISPATCH'])).toBeNull();
      expect(missingPilot(call, ['CONTINUOUS_DISPATCH_ENABLED_HUBS'])).toBeNull();
    }
    expect(missingPilot(OFD_SCREENS.markOfd, ['DOUBLE_DISPATCH'])).toBe('CONTINUOUS_DISPATCH_ENABLED_HUBS');
    expect(missingPilot(OFD_SCREENS.lm, ['CONTINUOUS_DISPATCH_ENABLED_HUBS'])).toBe('DOUBLE_DISPATCH');
  });

  it('every pilot has its refusal, in the words the screens use', () => {
    expect(Object.keys(PILOT_REFUSALS).sort()).toEqual([...PILOT_FEATURES].sort());
    expect(PILOT_REFUSALS).toEqual({
      CONTINUOUS_DISPATCH_ENABLED_HUBS: 'Continuous dispatch is not enabled for this hub',
      TOTE_IN_SCAN: 'Tote in-scan is not enabled for this hub',
      TOTE_MERGING: 'Tote merging is not enabled for this hub',
      DOUBLE_DISPATCH: 'Route batching is not enabled for this hub',
      DISPATCH_SHORTFALL: 'Dispatch shortfall is not enabled for this hub',
    });
  });
});
