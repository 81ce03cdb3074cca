import {
  batchLabel,
  batchOfTote,
  checkInscanScan,
  checkMergeScan,
  formatToteWeight,
  inscanFailedMessage,
  inscanSuccessMessage,
  mergeFailedMessage,
  searchTotes,
  TOTE_INSCAN_MESSAGES,
  TOTE_MERGE_MESSAGES,
  totesListFailedMessage,
} from '..';

const tote = (toteId: string, routeBatch: 'MORNING' | 'AFTERNOON' | null = null, scanned = false) => ({ toteId, routeBatch, scanned });

describe('tote weight (000 §9)', () => {
  it.each([
    [0, '0 gm'],
    [999, '999 gm'],
    [1000, '1.0 kg'],
    [1049, '1.0 kg'],
    [1050, '1.1 kg'],
    [12_345, '12.3 kg'],
  ])('%i gm reads "%s"', (gm, text) => expect(formatToteWeight(gm)).toBe(text));
});

describe('tote in-scan scan (000 §5)', () => {
  const morning = [tote('TT000J0001', 'MORNING'), tote('TT000J0002', null), tote('TT000J0003', 'MORNING', true)];
  const afternoon = [tote('TT000J0004', 'AFTERNOON')];
  const all = [...morning, ...afternoon];

  it('accepts a tote of the list, normalising the scan', () => {
    expect(checkInscanScan('tt000-j0001', 'SCAN', { totes: all, batch: 'MORNING' })).toEqual({ ok: true, tote: all[0] });
  });

  it('refuses another scan type with "{type} type not supported"', () => {
    expect(checkInscanScan('TT000J0001', 'TAG', { totes: all, batch: 'MORNING' })).toEqual({ ok: false, message: 'TAG type not supported' });
  });

  it('refuses a tote already scanned with "Duplicate scan"', () => {
    expect(checkInscanScan('TT000J0003', 'SCAN', { totes: all, batch: 'MORNING' })).toEqual({ ok: false, message: 'Duplicate scan' });
    expect(checkInscanScan('TT000J0001', 'SCAN', { totes: all, batch: 'MORNING', scannedHere: new Set(['TT000J0001']) })).toEqual({
      ok: false,
      message: TOTE_INSCAN_MESSAGES.duplicateScan,
    });
  });

  it('refuses a tote in no list with "{tote} not part of tote list"', () => {
    expect(checkInscanScan('TT000Z0009', 'SCAN', { totes: all, batch: 'MORNING' })).toEqual({ ok: false, message: 'TT000Z0009 not part of tote list' });
  });

  it('with route batching, refuses a tote of the other batch with "{tote} not part of {batch} batch"; no batch counts as morning', () => {
    expect(checkInscanScan('TT000J0004', 'SCAN', { totes: all, batch: 'MORNING' })).toEqual({ ok: false, message: 'TT000J0004 not part of Morning batch' });
    expect(checkInscanScan('TT000J0002', 'SCAN', { totes: all, batch: 'AFTERNOON' })).toEqual({ ok: false, message: 'TT000J0002 not part of Afternoon batch' });
    expect(checkInscanScan('TT000J0002', 'SCAN', { totes: all, batch: 'MORNING' }).ok).toBe(true);
  });

  it('without route batching, every tote of the list is in', () => {
    expect(checkInscanScan('TT000J0004', 'SCAN', { totes: all, batch: null }).ok).toBe(true);
  });

  it('no batch is a morning tote; batches are named as the switch names them', () => {
    expect(batchOfTote(null)).toBe('MORNING');
    expect(batchOfTote('AFTERNOON')).toBe('AFTERNOON');
    expect([batchLabel('MORNING'), batchLabel('AFTERNOON')]).toEqual(['Morning', 'Afternoon']);
  });

  it('words the list and write failures and the success dialog as the spec does', () => {
    expect(totesListFailedMessage('timeout')).toBe('Error fetching totes list: timeout');
    expect(inscanFailedMessage('Duplicate scan')).toBe('Failed to in-scan: Duplicate scan');
    expect(inscanSuccessMessage('LM-BLR-02')).toBe('In-scan successful, please move the tote to zone: LM-BLR-02');
  });
});

describe('merge scan (000 §5)', () => {
  const list = [{ toteId: 'TT000A0002' }, { toteId: 'TT000A0007' }];
  it('accepts a tote of the list', () => expect(checkMergeScan('tt000a0007', 'SCAN', list)).toEqual({ ok: true, tote: list[1] }));
  it('refuses one outside it with "{id} not part of tote list"', () =>
    expect(checkMergeScan('TT000A0003', 'SCAN', list)).toEqual({ ok: false, message: 'TT000A0003 not part of tote list' }));
  it('supports SCAN type only', () => expect(checkMergeScan('TT000A0002', 'TAG', list)).toEqual({ ok: false, message: 'TAG type not supported' }));
  it('words the merge texts as the spec does', () => {
    expect(mergeFailedMessage('Tote TT000A0002 has no items to merge')).toBe('Failed to merge: Tote TT000A0002 has no items to merge');
    expect([TOTE_MERGE_MESSAGES.noZones, TOTE_MERGE_MESSAGES.noTotes, TOTE_MERGE_MESSAGES.loadFailed, TOTE_MERGE_MESSAGES.scanSource]).toEqual([
      'No zones available.',
      'No totes available.',
      'Failed to load data. Please retry.',
      'Scan a source tote to start merging',
    ]);
  });
});

describe('tote search (000 §5)', () => {
  it('is a case-insensitive substring on the tote id, sorted by id', () => {
    const totes = [{ toteId: 'TT000B0002' }, { toteId: 'TT000A0012' }, { toteId: 'TT000A0001' }];
    expect(searchTotes(totes, ' a00 ').map((t) => t.toteId)).toEqual(['TT000A0001', 'TT000A0012']);
    expect(searchTotes(totes, '').map((t) => t.toteId)).toEqual(['TT000A0001', 'TT000A0012', 'TT000B0002']);
  });
});
