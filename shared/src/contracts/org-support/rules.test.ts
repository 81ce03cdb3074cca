import { ORG_SUPPORT_MESSAGES, resolvedText, rewardText } from './messages';
import { offerExpiryText, orgViewHref, pushListRange } from './rules';

const DAY = 86_400_000;
// Wednesday 2026-11-25, 12:00 in India (06:30 UTC).
const NOW = Date.UTC(2026, 10, 25, 6, 30);

describe('org support rules (spec 002 §2, §3, §5)', () => {
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
    // The last millisecond of today (India time) is still today.
    const endOfToday = Date.UTC(2026, 10, 25, 18, 29, 59, 999);
    expect(pushListRange('CUSTOM', `${NOW}-${endOfToday}`, NOW)).toEqual({ ok: true, start: NOW, end: endOfToday });
    expect(pushListRange('CUSTOM', `${NOW}-${endOfToday + 1}`, NOW)).toEqual({ ok: false, message: 'Dates cannot be after today' });
  });
  it('words an offer’s expiry by India days', () => {
    expect(offerExpiryText(NOW + 60_000, NOW)).toBe('Expires today');
    expect(offerExpiryText(NOW + DAY, NOW)).toBe('Expires tomorrow');
    expect(offerExpiryText(NOW + 5 * DAY, NOW)).toBe('Expires in 5 days');
    expect(offerExpiryText(Date.UTC(2026, 10, 20, 6, 30), NOW)).toBe('Expired on 20/11/26');
  });
  it('builds the org view’s path, with the trip when one is named', () => {
    expect(orgViewHref('ORG-BLR-00001')).toBe('/orgs/ORG-BLR-00001');
    expect(orgViewHref('ORG 1/2', 'RS-BLR-00002')).toBe('/orgs/ORG%201%2F2?tripId=RS-BLR-00002');
  });
  it('has the spec’s texts word for word', () => {
    expect(rewardText(500, 25000)).toBe('Earn 500 on overall purchase of ₹25000');
    expect([resolvedText('RESOLVED'), resolvedText('OPEN'), resolvedText('IN_PROGRESS')]).toEqual(['Yes', 'No', 'No']);
    expect(ORG_SUPPORT_MESSAGES.orgError).toBe("Couldn't fetch org");
    expect(ORG_SUPPORT_MESSAGES.creditWip).toBe('WIP Credit');
  });
});
