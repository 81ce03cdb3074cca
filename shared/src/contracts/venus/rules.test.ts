import { alertPriority, dropSeverity, indiaDayOf } from './rules';

describe('monitoring rules (spec 002 §3, §5)', () => {
  it('maps drop statuses to severities and alerts to priorities', () => {
    expect(['DELIVERED', 'NOT_ATTEMPTED', 'PARTIALLY_DELIVERED', 'RETURNED'].map((s) => dropSeverity(s as never))).toEqual(['LOW', 'LOW', 'MEDIUM', 'HIGH']);
    expect(alertPriority({ severity: 'LOW', reviewPending: true })).toBe('P2');
  });
  it('reads date_epoch as an India day', () => {
    expect(indiaDayOf(Date.UTC(2026, 10, 24, 18, 30))).toBe('2026-11-25');
    expect(indiaDayOf(Date.UTC(2026, 10, 24, 18, 29))).toBe('2026-11-24');
  });
});
