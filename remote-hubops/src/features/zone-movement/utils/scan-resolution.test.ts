import { matchZone, resolveMovementScan } from './scan-resolution';

const zones = ['LM-BLR-01'];
const lookup = (map: Record<string, string | null>) => jest.fn(async (tote: string) => map[tote] ?? null);

describe('zone movement scan resolution (000 §5)', () => {
  it('a scanned zone of the item is that zone (stripped and uppercased), with no tote lookup', async () => {
    const find = lookup({});
    await expect(resolveMovementScan(' lm-blr-01 ', zones, find)).resolves.toEqual({ ok: true, zoneId: 'LM-BLR-01', toteId: null });
    expect(find).not.toHaveBeenCalled();
  });
  it('a tote is looked up to its zone, which must be a zone of the item', async () => {
    await expect(resolveMovementScan('tt000a-0001', zones, lookup({ TT000A0001: 'LM-BLR-01' }))).resolves.toEqual({
      ok: true,
      zoneId: 'LM-BLR-01',
      toteId: 'TT000A0001',
    });
  });
  it('no match is "Invalid tote {toteId} scanned": untagged, tagged elsewhere, not a tote, or a failed lookup', async () => {
    await expect(resolveMovementScan('TT000A0002', zones, lookup({}))).resolves.toEqual({ ok: false, message: 'Invalid tote TT000A0002 scanned' });
    await expect(resolveMovementScan('TT000A0003', zones, lookup({ TT000A0003: 'LM-BLR-09' }))).resolves.toEqual({
      ok: false,
      message: 'Invalid tote TT000A0003 scanned',
    });
    await expect(resolveMovementScan('HELLO', zones, lookup({}))).resolves.toEqual({ ok: false, message: 'Invalid tote HELLO scanned' });
    const failing = jest.fn(async () => {
      throw new Error('Asset TT000A0004 not found');
    });
    await expect(resolveMovementScan('TT000A0004', zones, failing)).resolves.toEqual({ ok: false, message: 'Invalid tote TT000A0004 scanned' });
  });
  it('matches a scanned zone id on the zone list', () => {
    const list = [{ zoneId: 'STAGING-01' }, { zoneId: 'STAGING-02' }];
    expect(matchZone('staging02', list)).toEqual({ zoneId: 'STAGING-02' });
    expect(matchZone('STAGING-09', list)).toBeNull();
  });
});
