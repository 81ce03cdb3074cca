import { enterIndex } from './keyboard';

describe('global search keyboard rules (spec 002 §2, §5)', () => {
  it('Enter opens the selected result, or the first when none is selected, or nothing without results', () => {
    expect(enterIndex(2, 5)).toBe(2);
    expect(enterIndex(-1, 5)).toBe(0);
    expect(enterIndex(7, 5)).toBe(0);
    expect(enterIndex(-1, 0)).toBe(-1);
  });
});
