import { hubMinuteNow } from './hub-minute';

describe('hub minute now', () => {
  it('adds the whole minutes since the list was read to the hub minute it answered', () => {
    expect(hubMinuteNow(599, 1_000_000, 1_000_000 + 59_999)).toBe(599);
    expect(hubMinuteNow(599, 1_000_000, 1_000_000 + 60_000)).toBe(600);
  });
  it('wraps at midnight and ignores a clock that went back', () => {
    expect(hubMinuteNow(1439, 0, 120_000)).toBe(1);
    expect(hubMinuteNow(700, 1_000_000, 0)).toBe(700);
  });
});
