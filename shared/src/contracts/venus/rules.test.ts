import { alertPriority, dropSeverity, indiaDayOf, pushListRange } from './rules';

const DAY = 86_400_000;
// Wednesday 2026-11-25, 12:00 in India (06:30 UTC).
const NOW = Date.UTC(2026, 10, 25, 6, 30);

describe('monitoring rules (spec 002 §3, §5)', () => {
  it('maps drop statuses to severities and alerts to priorities', () => {
    expect(['DELIVERED', 'NOT_ATTEMPTED', 'PARTIALLY_DELIVERED', 'RETURNED'].map((s) => dropSeverity(s as never))).toEqual(['LOW', 'LOW', 'MEDIUM', 'HIGH']);
    expect(alertPriority({ severity: 'LOW', reviewPending: true })).toBe('P2');
  });
  it('reads date_epoch as an India day', () => {
    expect(indiaDayOf(Date.UTC(2026, 10, 24, 18, 30))).toBe('2026-11-25');
    expect(indiaDayOf(Date.UTC(2026, 10, 24, 18, 29))).toBe('2026-11-24');
  });
  it('This Week starts on Monday and This Month on the 1st (India time), up to now', () => {
    expect(pushListRange('WEEKLY', undefined, NOW)).toEqual({ ok: true, start: Date.UTC(2026, 10, 22, 18, 30), end: NOW });
    expect(pushListRange('MONTHLY', undefined, NOW)).toEqual({ ok: true, start: Date.UTC(2026, 9, 31, 18, 30), end: NOW });
  });
  it('a custom range needs both dates, start <= end, nothing after today and at most 92 days', () => {
    expect(pushListRange('CUSTOM', undefined, NOW)).toEqual({ ok: false, message: 'Select both dates of the custom range' });
    expect(pushListRange('CUSTOM', `${NOW}-${NOW - DAY}`, NOW)).toEqual({ ok: false, message: 'Start date must be on or before the end date' });
    expect(pushListRange('CUSTOM', `${NOW - DAY}-${NOW + DAY}`, NOW)).toEqual({ ok: false, message: 'Dates cannot be after today' });
    expect(pushListRange('CUSTOM', `${NOW - 93 * DAY}-${NOW}`, NOW)).toEqual({ ok: false, message: 'The range can be at most 92 days' });
    expect(pushListRange('CUSTOM', `${NOW - 92 * DAY}-${NOW}`, NOW)).toEqual({ ok: true, start: NOW - 92 * DAY, end: NOW });
  });
});
