import dayjs from 'dayjs';
import { customRangeReady, filterFromVisit, pushListArgs, targetText, timelineText, visitOptions } from './push-list';

const NOW = new Date(2026, 10, 25, 12, 0).getTime();

describe('push list rules (spec 002 §2, §4, §5, §9)', () => {
  it('runs This Week and This Month at once, Custom only with both dates', () => {
    expect(customRangeReady({ attribution: 'WEEKLY', from: null, to: null })).toBe(true);
    expect(customRangeReady({ attribution: 'MONTHLY', from: null, to: null })).toBe(true);
    expect(customRangeReady({ attribution: 'CUSTOM', from: '2026-11-01', to: null })).toBe(false);
    expect(customRangeReady({ attribution: 'CUSTOM', from: null, to: '2026-11-01' })).toBe(false);
    expect(customRangeReady({ attribution: 'CUSTOM', from: '2026-11-01', to: '2026-11-02' })).toBe(true);
    expect(pushListArgs({ attribution: 'CUSTOM', from: '2026-11-01', to: null }, NOW)).toBeNull();
  });
  it('sends WEEKLY / MONTHLY as they are, and a custom range from the first day’s start to the last day’s end', () => {
    expect(pushListArgs({ attribution: 'WEEKLY', from: null, to: null }, NOW)).toEqual({ ok: true, query: { attributionTime: 'WEEKLY' } });
    const start = new Date(2026, 10, 1).getTime();
    const end = dayjs(new Date(2026, 10, 2))
      .endOf('day')
      .valueOf();
    expect(pushListArgs({ attribution: 'CUSTOM', from: '2026-11-01', to: '2026-11-02' }, NOW)).toEqual({
      ok: true,
      query: { attributionTime: 'CUSTOM', timeRange: `${start}-${end}` },
    });
    // Today ends now: never in the future.
    expect(pushListArgs({ attribution: 'CUSTOM', from: '2026-11-25', to: '2026-11-25' }, NOW)).toEqual({
      ok: true,
      query: { attributionTime: 'CUSTOM', timeRange: `${new Date(2026, 10, 25).getTime()}-${NOW}` },
    });
  });
  it('says why a custom range cannot run, in the server’s words', () => {
    expect(pushListArgs({ attribution: 'CUSTOM', from: '2026-11-10', to: '2026-11-02' }, NOW)).toEqual({
      ok: false,
      message: 'Start date must be on or before the end date',
    });
    expect(pushListArgs({ attribution: 'CUSTOM', from: '2026-11-10', to: '2026-11-27' }, NOW)).toEqual({ ok: false, message: 'Dates cannot be after today' });
    expect(pushListArgs({ attribution: 'CUSTOM', from: '2026-06-01', to: '2026-11-02' }, NOW)).toEqual({
      ok: false,
      message: 'The range can be at most 92 days',
    });
  });
  it('shows targets as ₹ incentive with 2 decimals and the vmq, and the TimeLine as dd/mm/yy', () => {
    expect(targetText({ incentiveInPaise: 1250, vmq: 10 })).toBe('₹12.50 (10)');
    expect(targetText({ incentiveInPaise: 5, vmq: 25 })).toBe('₹0.05 (25)');
    expect(timelineText(new Date(2026, 10, 23).getTime(), new Date(2026, 10, 25, 12).getTime())).toBe('23/11/26 - 25/11/26');
  });
  it('lists each visit day once, newest first; a visit starts a custom range up to today', () => {
    const v = (d: Date) => ({ visitId: d.getTime(), visitedAt: d.getTime(), visitedBy: 'FE', review: null, reviewedBy: null, reviewedAt: null });
    expect(visitOptions([v(new Date(2026, 10, 3, 10)), v(new Date(2026, 10, 20, 9)), v(new Date(2026, 10, 3, 16))])).toEqual([
      { value: '2026-11-20', label: '20/11/2026' },
      { value: '2026-11-03', label: '03/11/2026' },
    ]);
    expect(filterFromVisit('2026-11-03', NOW)).toEqual({ attribution: 'CUSTOM', from: '2026-11-03', to: '2026-11-25' });
  });
});
