import { alertPriority, type OverviewAlert } from '@hub/shared/contracts';
import { priorityColumns } from './columns';

const alert = (id: string, severity: OverviewAlert['severity'], reviewPending: boolean, createdAt = 0): OverviewAlert => ({
  alertId: id,
  tripId: 'RS-1',
  type: 'SET_BREAK',
  label: 'Set break',
  severity,
  timeSpent: 60,
  reviewPending,
  review: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt,
  approvalAlert: false,
  approvalState: null,
  shopOrgUnitId: null,
  properties: {},
  priority: alertPriority({ severity, reviewPending }),
  vehicleId: 'V1',
  vehicleNumber: 'KA01AB1234',
  driverName: 'Ravi',
  shopName: null,
});

describe('priority columns (spec 002 §2, §9)', () => {
  it('maps pending HIGH to P0, MEDIUM to P1, LOW to P2 and anything reviewed to P3', () => {
    expect(alertPriority({ severity: 'HIGH', reviewPending: true })).toBe('P0');
    expect(alertPriority({ severity: 'MEDIUM', reviewPending: true })).toBe('P1');
    expect(alertPriority({ severity: 'LOW', reviewPending: true })).toBe('P2');
    expect(alertPriority({ severity: 'HIGH', reviewPending: false })).toBe('P3');
  });
  it('builds the four columns in order with their titles, styles and alerts (newest first)', () => {
    const cols = priorityColumns([alert('a', 'HIGH', true, 1), alert('b', 'HIGH', true, 5), alert('c', 'LOW', false), alert('d', 'MEDIUM', true)]);
    expect(cols.map((c) => [c.title, c.tone, c.alerts.map((a) => a.alertId)])).toEqual([
      ['P0 High', 'error', ['b', 'a']],
      ['P1 Medium', 'warn', ['d']],
      ['P2 Low', 'info', []],
      ['P3 Reviewed', 'success', ['c']],
    ]);
  });
});
