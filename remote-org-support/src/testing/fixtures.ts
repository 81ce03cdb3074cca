import { type Escalation, type Org, type OrgOrderDetails, type OrgVisit, type PushListResponse, type Qps } from '@hub/shared/contracts';

// Fixtures of the org support component tests: one shop with a delivered, a short and a returned item line.

export const ORG: Org = {
  orgId: 'ORG-1',
  shopName: 'Sri Balaji Stores',
  phoneNumber: '9876543210',
  address: '12 MG Road, Bengaluru',
  geoLocation: { lat: 12.97, lng: 77.59 },
  marketId: 'MKT-1',
  hubOrgUnitId: 'HUB-BLR-01',
};

export const DETAILS: OrgOrderDetails = {
  orgId: 'ORG-1',
  tripId: null,
  dropUnit: { shopName: ORG.shopName, phoneNumber: ORG.phoneNumber, address: ORG.address, geoLocation: ORG.geoLocation },
  shipments: [
    {
      shipmentId: 'SHP000000000000001',
      gmvRupees: 1234.5,
      orderLines: 3,
      tripId: 'RS-1',
      status: 'PARTIALLY_DELIVERED',
      items: [
        { itemName: 'Rice 5kg', imageUrls: [], expectedUnits: 4, actualUnits: 4, vertical: 'FMCG', metadata: { failReason: null, failImageUrls: [] } },
        {
          itemName: 'Oil 1L',
          imageUrls: [],
          expectedUnits: 5,
          actualUnits: 2,
          vertical: 'FMCG',
          metadata: { failReason: 'Damaged', failImageUrls: ['/f.svg'] },
        },
        { itemName: 'Soap', imageUrls: [], expectedUnits: 6, actualUnits: 0, vertical: 'HPC', metadata: { failReason: 'Shop closed', failImageUrls: [] } },
      ],
    },
  ],
  dropPaymentResponse: {
    collectible: { DELIVERY: 123450, USE_CREDIT: 12345, DELIVERY_TOTAL: 111105, OVERDUE_TO_COLLECT: 0, TOTAL: 111105, BALANCE_TO_PAY: 11105 },
    collected: { PREPAID: 0, UPI: 100000, CASH: 0, WALLET: 0 },
  },
};

export const QPS: Qps = {
  storeSummary: { verticals: 3, listings: 17 },
  rewards: [
    {
      id: 'RWD-1',
      type: 'PURCHASE_MILESTONE',
      points: 500,
      purchaseAmount: 25000,
      milestones: [
        { label: 'Milestone 1', locked: false },
        { label: 'Milestone 2', locked: true },
      ],
    },
  ],
  offers: [
    { id: 'OFF-1', type: 'FLAT', description: 'Flat discount on staples', code: 'SAVE42AB', expiryText: 'Expires in 5 days', shopWorth: 150000, discount: 250 },
  ],
};

export const ESCALATIONS: Escalation[] = [
  { escalationId: 'ECT-1', title: 'Short delivery', description: 'Two cartons short', status: 'RESOLVED', createdAt: 1 },
  { escalationId: 'ECT-2', title: 'Late delivery', description: 'Came after closing', status: 'IN_PROGRESS', createdAt: 0 },
];

export const PUSH_LIST: PushListResponse = {
  listings: [
    {
      listingId: 'PL-1',
      imageUrl: null,
      brand: 'Tata',
      title: 'Tata Salt 1kg',
      type: 'FOCUS',
      unitsCount: 12,
      target: [
        { displayText: 'Sell 10 units', incentiveInPaise: 1250, vmq: 10 },
        { displayText: 'Sell 25 units', incentiveInPaise: 5000, vmq: 25 },
      ],
    },
    { listingId: 'PL-2', imageUrl: null, brand: 'Amul', title: 'Amul Butter', type: 'NEW_LAUNCH', unitsCount: 0, target: [] },
  ],
  orderAttribution: { count: 1, startTime: new Date(2026, 10, 23).getTime(), endTime: new Date(2026, 10, 25, 12).getTime() },
};

export const VISITS: OrgVisit[] = [
  { visitId: 12, visitedAt: new Date(2026, 10, 20, 10).getTime(), visitedBy: 'FE-1', review: null, reviewedBy: null, reviewedAt: null },
  {
    visitId: 7,
    visitedAt: new Date(2026, 10, 3, 16).getTime(),
    visitedBy: 'FE-2',
    review: 'Push list discussed',
    reviewedBy: 'l1@demo.hub',
    reviewedAt: new Date(2026, 10, 4, 9, 30).getTime(),
  },
];
