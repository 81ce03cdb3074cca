import { capQty, deleteRow, initialRows, reasonIncreases, reasonsError } from './discrepancy';

describe('reason rows', () => {
  it('starts with the earlier reasons, or one empty row', () => {
    expect(initialRows([])).toEqual([{ qty: 0, comment: null }]);
    expect(initialRows([{ qty: 2, comment: 'Item damaged' }])).toEqual([{ qty: 2, comment: 'Item damaged' }]);
  });
  it('deletes any row but the first', () => {
    const rows = [
      { qty: 1, comment: 'a' },
      { qty: 2, comment: 'b' },
    ];
    expect(deleteRow(rows, 0)).toEqual(rows);
    expect(deleteRow(rows, 1)).toEqual([{ qty: 1, comment: 'a' }]);
  });
  it('caps a quantity at the total units', () => {
    expect(capQty(12, 10)).toBe(10);
    expect(capQty(-2, 10)).toBe(0);
  });
});

describe('discrepancy arithmetic', () => {
  it('needs reasons summing to the shortfall, each with a comment', () => {
    expect(reasonsError([{ qty: 0, comment: null }], 0)).toBeNull();
    expect(reasonsError([{ qty: 2, comment: 'Item damaged' }], 3)).toBe('Discrepancy reasons must add up to the 3 missing units');
    expect(reasonsError([{ qty: 3, comment: null }], 3)).toBe('Each discrepancy reason needs a comment');
    expect(
      reasonsError(
        [
          { qty: 1, comment: 'Item damaged' },
          { qty: 2, comment: 'Item missing' },
        ],
        3,
      ),
    ).toBeNull();
  });
  it('sends only increases over the earlier quantity, above zero, as quantity and comment', () => {
    const earlier = [
      { qty: 2, comment: 'Item damaged' },
      { qty: 1, comment: 'Item missing' },
    ];
    const rows = [
      { qty: 3, comment: 'Item damaged' },
      { qty: 1, comment: 'Item missing' },
      { qty: 2, comment: 'Excess item' },
      { qty: 0, comment: 'Wrong item received' },
    ];
    expect(reasonIncreases(earlier, rows)).toEqual([
      { qty: 1, comment: 'Item damaged' },
      { qty: 2, comment: 'Excess item' },
    ]);
    expect(reasonIncreases(earlier, [{ qty: 1, comment: 'Item damaged' }])).toEqual([]);
  });
});
