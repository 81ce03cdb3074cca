import {
  bytesToMb,
  durationMinutes,
  formatCardDate,
  formatCount,
  dateFormatter,
  formatDate,
  formatDayMonthYear,
  formatDuration,
  formatRupees,
  formatShortDate,
  formatTonnage,
  formatToteWeight,
  paiseToRupees,
  statusLabel,
  statusTone,
  STATUS_COLOURS,
  toStartCase,
} from './index';

describe('formatCount', () => {
  it('shows counts of 9 or below with two digits', () => {
    expect(formatCount(0)).toBe('00');
    expect(formatCount(1)).toBe('01');
    expect(formatCount(9)).toBe('09');
  });
  it('shows 10 and above as they are', () => {
    expect(formatCount(10)).toBe('10');
    expect(formatCount(123)).toBe('123');
  });
});

describe('formatToteWeight', () => {
  it('shows weights below 1000 gm in gm', () => {
    expect(formatToteWeight(0)).toBe('0 gm');
    expect(formatToteWeight(999)).toBe('999 gm');
  });
  it('shows 1000 gm and above in kg with one decimal', () => {
    expect(formatToteWeight(1000)).toBe('1.0 kg');
    expect(formatToteWeight(1250)).toBe('1.3 kg');
    expect(formatToteWeight(15440)).toBe('15.4 kg');
  });
});

describe('money and tonnage', () => {
  it('shows tonnage with 2 decimals', () => {
    expect(formatTonnage(3)).toBe('3.00');
    expect(formatTonnage(1.005)).toBe('1.01');
    expect(formatTonnage(12.344)).toBe('12.34');
  });
  it('turns paise into rupees with 2 decimals (divided by 100)', () => {
    expect(paiseToRupees(12345)).toBe('123.45');
    expect(paiseToRupees(5)).toBe('0.05');
    expect(paiseToRupees(100000)).toBe('1000.00');
    expect(formatRupees(2550)).toBe('₹25.50');
  });
  it('counts megabytes as bytes divided by 1048576', () => {
    expect(bytesToMb(2097152)).toBe(2);
    expect(bytesToMb(1048576)).toBe(1);
    expect(bytesToMb(1572864)).toBe(1.5);
  });
});

describe('dates', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  it('formats en-in dates day first', () => {
    expect(formatDate(new Date(2026, 10, 5))).toBe('05/11/2026');
  });
  it("formats card dates as 'DD MMM YY' with a 'Today, ' prefix only for today", () => {
    expect(formatCardDate(new Date(2026, 10, 21, 8, 0), now)).toBe('Today, 21 Nov 26');
    expect(formatCardDate(new Date(2026, 10, 20, 23, 59), now)).toBe('20 Nov 26');
    expect(formatCardDate(new Date(2025, 10, 21), now)).toBe('21 Nov 25');
  });
  it('formats dd/mm/yy', () => {
    expect(formatShortDate(new Date(2026, 0, 3))).toBe('03/01/26');
  });
  it("formats day, short month, year ('21 Nov 2026')", () => {
    expect(formatDayMonthYear(new Date(2026, 10, 21, 8, 0))).toBe('21 Nov 2026');
  });
  it('makes a formatter once per pattern, on first use, not once per date (a list formats many)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const format = dateFormatter('en-IN', { day: '2-digit', month: 'short' });
      expect(made).not.toHaveBeenCalled();
      const out = [1, 2, 3].map((d) => format(new Date(2026, 10, d)));
      expect(out).toEqual(['01 Nov', '02 Nov', '03 Nov']);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
  it('shows durations in whole minutes', () => {
    expect(durationMinutes(59)).toBe(0);
    expect(durationMinutes(60)).toBe(1);
    expect(durationMinutes(119)).toBe(1);
    expect(formatDuration(754)).toBe('12 min');
  });
});

describe('status labels', () => {
  it('puts statuses in start case', () => {
    expect(toStartCase('PARTIALLY_DISPATCHED')).toBe('Partially Dispatched');
    expect(toStartCase('NOT_STARTED')).toBe('Not Started');
    expect(toStartCase('readyForOfd')).toBe('Ready For Ofd');
  });
  it('maps statuses to the four groups and their colours', () => {
    expect(statusTone('PICKED')).toBe('done');
    expect(statusTone('DISPATCHED')).toBe('done');
    expect(statusTone('PARTIALLY_PICKED')).toBe('partial');
    expect(statusTone('NOT_DISPATCHED')).toBe('notDone');
    expect(statusTone('NOT_STARTED')).toBe('notStarted');
    expect(new Set(Object.values(STATUS_COLOURS)).size).toBe(4);
    expect(statusLabel('PARTIALLY_DISPATCHED')).toEqual({ label: 'Partially Dispatched', colour: STATUS_COLOURS.partial, tone: 'partial' });
  });
});
