import { closeDispatchQuerySchema, LOGISTIC_DETAILS_MAX, markOfdQuerySchema, ofdBuyerMessage, ofdDriverMessage } from './dispatch';

describe('Mark OFD messages (docs/areas/ofd.md "Mark OFD messages")', () => {
  it('names the shipments, the hub, the driver and the vehicle', () => {
    expect(
      ofdBuyerMessage({ shopName: 'Sri Stores', shipmentIds: ['S1', 'S2'], driverName: 'Ravi', vehicleNumber: 'KA01AB1234', hubName: 'Bengaluru Central Hub' }),
    ).toBe('Sri Stores: your shipments S1, S2 are out for delivery from Bengaluru Central Hub with Ravi (KA01AB1234).');
  });
  it('names five shipments at most and counts the rest; no vehicle, no brackets', () => {
    const ids = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'];
    expect(ofdBuyerMessage({ shopName: 'A', shipmentIds: ids, driverName: 'Ravi', vehicleNumber: null, hubName: 'H' })).toBe(
      'A: your shipments S1, S2, S3, S4, S5 and 2 more are out for delivery from H with Ravi.',
    );
  });
  it("words the driver's runsheet", () => {
    expect(ofdDriverMessage({ runsheetId: 'RS-SPA-1', dropPoints: 3, crates: 2, hubName: 'H' })).toBe('Runsheet RS-SPA-1 from H: 3 drop points, 2 crates.');
  });
});

describe('close and Mark OFD queries (spec 000 §7)', () => {
  it('trims logisticDetails, upper-cases the vehicle number and bounds both', () => {
    expect(closeDispatchQuerySchema.parse({ logisticDetails: ' Ravi Kumar ', vehicleNumber: ' ka01ab1234 ' })).toMatchObject({
      logisticDetails: 'Ravi Kumar',
      vehicleNumber: 'KA01AB1234',
    });
    expect(closeDispatchQuerySchema.safeParse({ logisticDetails: 'x'.repeat(LOGISTIC_DETAILS_MAX + 1) }).success).toBe(false);
    expect(closeDispatchQuerySchema.safeParse({ vehicleNumber: 'K'.repeat(65) }).success).toBe(false);
  });
  it('leaves sendMessage undefined when absent (the api reads that as true) and parses true / false', () => {
    expect(markOfdQuerySchema.parse({ noOfCrates: '1' }).sendMessage).toBeUndefined();
    expect(markOfdQuerySchema.parse({ noOfCrates: '1', sendMessage: 'false' }).sendMessage).toBe(false);
  });
});
