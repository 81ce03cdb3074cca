import { ASSET_CATEGORIES, ASSET_TYPE_LIST, isPermanentTote, isToteString, normalizeScan, shownAssetState } from './tote-codes';
import { markAssetFound, recordPsvScan } from './endpoints';
import { pendingWarning, psvDownloadFileName, taskClosedMessage, TOTE_MESSAGES } from './messages';

describe('tote string (001 §5)', () => {
  it.each(['TT000A0001', 'TT000Z9999', 'CTAB123', 'CTABCD123'])('accepts %s', (code) => expect(isToteString(code)).toBe(true));
  it.each(['TT000A001', 'TT001A0001', 'TT000AA001', 'CTA123', 'CTABC123', 'CTABCDE123', 'CTAB1234', 'tt000a0001', ''])('refuses %s', (code) =>
    expect(isToteString(code)).toBe(false),
  );
  it('normalises scans to uppercase alphanumerics before checking', () => {
    expect(normalizeScan(' tt000-a0001\n')).toBe('TT000A0001');
    expect(isToteString(normalizeScan('ct-ab 123'))).toBe(true);
  });
});

describe('permanent tote pattern (Troubleshoot Issues)', () => {
  it.each(['TT000A001', 'TT000X999', 'TT000A0001'])('accepts %s', (code) => expect(isPermanentTote(code)).toBe(true));
  it.each(['TT000A01', 'TT001A001', 'CTAB123', 'TT000AB001', 'TT000A00001'])('refuses %s', (code) => expect(isPermanentTote(code)).toBe(false));
  it('the contract refuses a non-permanent code with the spec text', () => {
    const parsed = markAssetFound.body.safeParse({ assetCode: 'CTAB123', hubId: 'HUB-BLR-01' });
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe('Invalid asset code, example asset - TT000A001');
  });
});

describe('asset types (001 §3)', () => {
  // The list screens and the database share (the asset/categories call that served it was removed: api/README.md).
  it('keeps the spec codes TOTE 0, CRATE 1, PACKAGING_MATERIAL 2, TEMP_TOTE 3', () => {
    expect(ASSET_CATEGORIES.map((c) => [c.assetType, c.code])).toEqual([
      ['TOTE', 0],
      ['CRATE', 1],
      ['PACKAGING_MATERIAL', 2],
      ['TEMP_TOTE', 3],
    ]);
    expect(ASSET_TYPE_LIST).toEqual(['TOTE', 'CRATE', 'PACKAGING_MATERIAL', 'TEMP_TOTE']);
  });
});

describe('shown asset state (001 §4)', () => {
  it('shows GOOD_TO_USE as EMPTY_TOTE and IN_TRANSFER as IN_TRANSIT, others as stored', () => {
    expect(shownAssetState('GOOD_TO_USE')).toBe('EMPTY_TOTE');
    expect(shownAssetState('IN_TRANSFER')).toBe('IN_TRANSIT');
    expect(shownAssetState('IN_USE')).toBe('IN_USE');
    expect(shownAssetState('LOST')).toBe('LOST');
  });
});

describe('texts', () => {
  it('words the PSV texts as the spec does', () => {
    expect(pendingWarning(3)).toBe('3 totes are still pending verification');
    expect(taskClosedMessage('PSV-1')).toBe('Task id PSV-1 closed successfully.');
    expect(psvDownloadFileName('PSV-1')).toBe('PSV-1_asset_list.xlsx');
    expect(TOTE_MESSAGES.closeWithLost).toBe('Close Task & Mark Remaining as Lost');
  });
  it('the record contract refuses an invalid tote with its code named', () => {
    const parsed = recordPsvScan.body.safeParse({ assetCode: 'abc' });
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe('ABC is not a valid tote ID');
  });
});
