import { type Manifest } from '@hub/shared/contracts';
import { flowOfPath, formatCreatedOn, isV2Path, matchesManifest, normaliseItemScan, querySuffix } from './flow';

describe('query-suffix rule', () => {
  it('is "?activityViewType=x" for v1 and "/v2?activityPickupType=x" for v2', () => {
    expect(querySuffix('VEHICLE', false)).toBe('?activityViewType=VEHICLE');
    expect(querySuffix('SELLER', true)).toBe('/v2?activityPickupType=SELLER');
  });
  it('detects v2 and the flow from the path', () => {
    expect(isV2Path('/v2/hubs/HUB-BLR-01/inward')).toBe(true);
    expect(isV2Path('/hubs/HUB-BLR-01/inward')).toBe(false);
    expect(flowOfPath('/hubs/H/inward')).toBe('HUB_INWARD');
    expect(flowOfPath('/hubs/H/dispatch')).toBe('DISPATCH');
  });
});

describe('scan normalisation', () => {
  it('strips to alphanumerics, uppercases and keeps the first 14 characters', () => {
    expect(normaliseItemScan(' li-blr-000000012 ')).toBe('LIBLR000000012');
    expect(normaliseItemScan('LIBLR000000012EXTRA')).toBe('LIBLR000000012');
  });
});

describe('manifest search and dates', () => {
  const m = {
    activityGroupId: 'AG-BLR-00001',
    spaId: 'SPA-BLR-00001',
    driverDetails: { driverName: 'Ravi Kumar', vehicleNum: 'KA01AB1234' },
    metadata: [{ key: 'Invoice', value: 'INVBLR000001' }],
  } as Manifest;
  it.each(['ag-blr-00001', 'ravi', 'ka01ab', 'invblr', ''])('matches %j', (term) => expect(matchesManifest(m, term)).toBe(true));
  it('does not match other text', () => expect(matchesManifest(m, 'pune')).toBe(false));
  it('shows the created-on date as day, short month, year', () => expect(formatCreatedOn(Date.UTC(2026, 10, 21, 6))).toBe('21 Nov 2026'));
});
