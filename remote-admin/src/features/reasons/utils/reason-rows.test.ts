import { ADMIN_REASON_MESSAGES, ADMIN_REASON_REFUSALS } from '@hub/shared/contracts';
import { changed, codeFromLabel, entriesOf, moveRow, newRow, rowsError, rowsOf, withLabel } from './reason-rows';

const saved = [
  { code: 'MIS_SCAN', label: 'Mis-scan', active: true },
  { code: 'OTHER', label: 'Other', active: false },
];

describe('reason rows', () => {
  it('suggests a code from a label the way the defaults were made', () => {
    expect(codeFromLabel(' Damaged on floor ')).toBe('DAMAGED_ON_FLOOR');
    expect(codeFromLabel('Mis-scan!')).toBe('MIS_SCAN');
    expect(codeFromLabel('x'.repeat(60))).toHaveLength(40);
  });

  it('moves a row up or down, and not past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it("lets a new row's code follow its label until a code is typed; a saved row's code never changes", () => {
    const typed = withLabel(newRow(), 'Wrong tote');
    expect(typed.code).toBe('WRONG_TOTE');
    expect(withLabel({ ...typed, code: 'MY_CODE', codeEdited: true }, 'Wrong bin').code).toBe('MY_CODE');
    expect(withLabel(rowsOf(saved)[0]!, 'Scan missed').code).toBe('MIS_SCAN');
  });

  it('sees a change in order, label or offered, and sends trimmed entries', () => {
    const rows = rowsOf(saved);
    expect(changed(rows, saved)).toBe(false);
    expect(changed(moveRow(rows, 0, 1), saved)).toBe(true);
    expect(changed([{ ...rows[0]!, active: false }, rows[1]!], saved)).toBe(true);
    expect(entriesOf([{ ...rows[0]!, label: ' Mis-scan ' }])).toEqual([{ code: 'MIS_SCAN', label: 'Mis-scan', active: true }]);
  });

  it("refuses with the contract's words", () => {
    expect(rowsError(rowsOf(saved))).toBeNull();
    expect(rowsError(rowsOf(saved).map((r) => ({ ...r, active: false })))).toBe(ADMIN_REASON_MESSAGES.oneActive);
    expect(rowsError([...rowsOf(saved), withLabel(newRow(), 'other')])).toBe(ADMIN_REASON_REFUSALS.duplicateCode('OTHER'));
    expect(rowsError([...rowsOf(saved), newRow()])).toBe(ADMIN_REASON_MESSAGES.codeInvalid);
  });
});
