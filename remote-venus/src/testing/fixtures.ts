import { type Alert, type HubOverviewResponse, type OverviewAlert, type TimelineEntry, type Trip } from '@hub/shared/contracts';

/** Test data of the monitoring area (component tests only), shaped by the contracts. */
export const HUBS = {
  hubNames: [
    { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
    { hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub' },
  ],
};

export function makeAlert(o: Partial<Alert> = {}): Alert {
  return {
    alertId: 'ALT-1',
    tripId: 'RS-1',
    type: 'SET_BREAK',
    label: 'Set break',
    severity: 'MEDIUM',
    timeSpent: 600,
    reviewPending: true,
    review: null,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: Date.UTC(2026, 10, 22, 6, 0),
    approvalAlert: false,
    approvalState: null,
    shopOrgUnitId: 'ORG-1',
    properties: { setBreakProperties: { totalEaches: 40, totalNotDeliveredEaches: 3, proofImageUrls: ['/proof.svg'] } },
    ...o,
  };
}

export function overviewAlert(o: Partial<OverviewAlert> = {}): OverviewAlert {
  const a = makeAlert(o);
  return { ...a, priority: 'P1', vehicleId: 'VEH-1', vehicleNumber: 'KA01AB1234', driverName: 'Ravi Kumar', shopName: 'Sri Balaji Stores', ...o };
}

export function overview(alerts: OverviewAlert[] = []): HubOverviewResponse {
  return {
    hub: { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
    date: '2026-11-22',
    alerts,
    groups: [
      {
        name: 'High alerts',
        icon: 'error',
        items: [
          {
            driverName: 'Ravi Kumar',
            driverId: 'DRV-1',
            vehicleId: 'VEH-1',
            vehicleNumber: 'KA01AB1234',
            alerts: [{ alertId: 'ALT-1', type: 'COMPLETE_RTO', severity: 'HIGH' }],
            displayAttributes: [{ title: 'Trips', value: '2' }],
            tripMetrics: { touchPoints: 9, attempts: 7, rto: 1, partialDeliveries: 2 },
          },
        ],
      },
    ],
  };
}

export function drop(o: Partial<TimelineEntry> = {}): TimelineEntry {
  return {
    id: 2,
    type: 'DROP',
    hubName: null,
    shopName: 'Sri Balaji Stores',
    shopOrgUnitId: 'ORG-1',
    status: 'PARTIALLY_DELIVERED',
    tags: ['OTP'],
    summary: { status: 'WARNING', text: 'partially delivered at stop 1' },
    actualSequence: 1,
    suggestedSequence: 2,
    checkIn: Date.UTC(2026, 10, 22, 5, 0),
    checkOut: Date.UTC(2026, 10, 22, 5, 12, 40),
    durationSeconds: 760,
    imagesUrl: ['/pod.svg'],
    alerts: [makeAlert()],
    at: Date.UTC(2026, 10, 22, 5, 0),
    ...o,
  };
}

export function makeTrip(tripId: string, entries: TimelineEntry[] = [drop()]): Trip {
  return {
    tripDetails: {
      tripId,
      vehicleId: 'VEH-1',
      vehicleNumber: 'KA01AB1234',
      driverName: 'Ravi Kumar',
      hubOrgUnitId: 'HUB-BLR-01',
      displayAttributes: [{ title: 'Driver', value: 'Ravi Kumar' }],
      tripMetrics: [{ title: 'Touch points', value: '9' }],
    },
    timeline: [
      { ...drop(), id: 1, type: 'TRIP_START', hubName: 'Bengaluru Central Hub', shopName: null, shopOrgUnitId: null, status: null, alerts: [], imagesUrl: [] },
      ...entries,
    ],
    alerts: entries.flatMap((e) => e.alerts),
  };
}
