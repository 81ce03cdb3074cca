import { boardCardHref, metricRows } from './board';

describe('delivery-ops board', () => {
  it('links a card to /venus/timeline with vehicleId, date and hubId', () => {
    expect(boardCardHref({ vehicleNumber: 'KA01 AB1234' }, 'HUB-BLR-01', 1763836200000)).toBe(
      '/venus/timeline?vehicleId=KA01+AB1234&date=1763836200000&hubId=HUB-BLR-01',
    );
    expect(boardCardHref({ vehicleNumber: 'KA01AB1234' }, 'HUB-BLR-01', null)).toBe('/venus/timeline?vehicleId=KA01AB1234&hubId=HUB-BLR-01');
  });
  it('titles the four trip metrics', () => {
    expect(metricRows({ touchPoints: 9, attempts: 7, rto: 1, partialDeliveries: 2 })).toEqual([
      { title: 'Touch points', value: 9 },
      { title: 'Attempts', value: 7 },
      { title: 'RTO', value: 1 },
      { title: 'Partial deliveries', value: 2 },
    ]);
  });
});
