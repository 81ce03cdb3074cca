import { isShipmentString, isToteString } from '../../validation/identifiers';
import {
  approveDistanceUrl,
  checkItemScan,
  checkToteScan,
  closeBodySchema,
  closePanelFor,
  collectBodySchema,
  everyCrateHasReason,
  excessDistanceKm,
  holdBodySchema,
  otpBodySchema,
  RUNSHEET_MESSAGES,
  toteScanState,
  vehicleDetailsSchema,
} from './index';

describe('runsheet scan rules (spec 001 §5)', () => {
  const totes = [
    { toteId: 'CTAB123', isScanned: false },
    { toteId: 'TT000A1234', isScanned: true },
  ];
  it('accepts a tote of the runsheet, normalising the scan (alphanumerics, uppercase)', () => {
    expect(checkToteScan(totes, ' ct-ab 123 ')).toEqual({ ok: true, value: 'CTAB123' });
  });
  it('refuses a tote already scanned with "Duplicate Scan."', () => {
    expect(checkToteScan(totes, 'tt000a1234')).toEqual({ ok: false, message: 'Duplicate Scan.' });
  });
  it('refuses a tote not on the runsheet with "Invalid Tote Scan (Tote ID: {id})"', () => {
    expect(checkToteScan(totes, 'ctzz999')).toEqual({ ok: false, message: 'Invalid Tote Scan (Tote ID: CTZZ999)' });
  });
  const items = [
    { itemId: 'LIBLR000000123', isCollected: false },
    { itemId: 'LIBLR000000999', isCollected: true },
  ];
  it('matches an item scan by its first 10 characters', () => {
    expect(checkItemScan(items, 'LIBLR00000-0123')).toEqual({ ok: true, value: 'LIBLR000000123' });
    // Same 10-character prefix as the first item: the first match wins.
    expect(checkItemScan(items, 'libLR00000XYZ')).toEqual({ ok: true, value: 'LIBLR000000123' });
  });
  it('refuses a miss with "{code} is not part of the this runsheet." and a repeat with "Duplicate Scan."', () => {
    expect(checkItemScan(items, 'XX12345678')).toEqual({ ok: false, message: 'XX12345678 is not part of the this runsheet.' });
    expect(checkItemScan(items, 'LIBL')).toEqual({ ok: false, message: 'LIBL is not part of the this runsheet.' });
    expect(checkItemScan([{ itemId: 'LIBLR00000', isCollected: true }], 'LIBLR00000')).toEqual({ ok: false, message: 'Duplicate Scan.' });
  });
  it('tote string: TT000 + letter + 4 digits, CT + 2 letters + 3 digits, CT + 4 letters + 3 digits', () => {
    for (const ok of ['TT000A1234', 'CTAB123', 'CTABCD123']) expect(isToteString(ok)).toBe(true);
    for (const bad of ['TT000A123', 'TT0001A1234', 'CTA1234', 'CTABC123', 'ctab123', 'CTABCDE123']) expect(isToteString(bad)).toBe(false);
  });
  it('shipment string: 18 characters, SGH or SGE, characters 15 to 17 digits, ends S or M', () => {
    for (const ok of ['SGHBLR00000001123S', 'SGEBLR00000001999M']) expect(isShipmentString(ok)).toBe(true);
    for (const bad of ['SGXBLR00000001123S', 'SGHBLR0000000112AS', 'SGHBLR00000001123X', 'SGHBLR0000001123S']) expect(isShipmentString(bad)).toBe(false);
  });
  it('tote tags go Scan Pending, Scanned, Verified', () => {
    expect(toteScanState({ isScanned: false, isVerified: false })).toBe('Scan Pending');
    expect(toteScanState({ isScanned: true, isVerified: false })).toBe('Scanned');
    expect(toteScanState({ isScanned: true, isVerified: true })).toBe('Verified');
  });
});

describe('vehicle details dialog (spec 001 §5)', () => {
  it('uppercases the vehicle number and needs at least 8 characters and a driver name', () => {
    expect(vehicleDetailsSchema.parse({ vehicleNumber: ' ka01ab1234 ', driverName: ' Ravi ' })).toEqual({ vehicleNumber: 'KA01AB1234', driverName: 'Ravi' });
    const short = vehicleDetailsSchema.safeParse({ vehicleNumber: 'KA01', driverName: 'Ravi' });
    expect(short.error?.issues[0]?.message).toBe('Vehicle number must be at least 8 characters');
    const noDriver = vehicleDetailsSchema.safeParse({ vehicleNumber: 'KA01AB1234', driverName: '  ' });
    expect(noDriver.error?.issues[0]?.message).toBe('Driver name is required');
  });
});

describe('close validation branching (spec 001 §4)', () => {
  it('DP_VERIFICATION_PENDING shows the error, ASSET_VERIFICATION_PENDING the missing crates', () => {
    expect(closePanelFor({ code: 1, tripDistanceApproved: true })).toBe('DP_ERROR');
    expect(closePanelFor({ code: 2, tripDistanceApproved: false })).toBe('MISSING_CRATES');
  });
  it('SUCCESS shows cash, preceded by the distance prompt while the trip distance is not approved', () => {
    expect(closePanelFor({ code: 0, tripDistanceApproved: true })).toBe('CASH');
    expect(closePanelFor({ code: 0, tripDistanceApproved: false })).toBe('DISTANCE');
    // Only an override reason of L1/Admin (sent with the close) leads past an unapproved distance.
    expect(closePanelFor({ code: 0, tripDistanceApproved: false }, true)).toBe('CASH');
  });
  it('the excess distance is travelled minus planned, unknown without a planned distance', () => {
    expect(excessDistanceKm({ tripDistanceKm: 42, plannedDistanceKm: 30.25 })).toBe(11.8);
    expect(excessDistanceKm({ tripDistanceKm: 42, plannedDistanceKm: null })).toBeNull();
  });
  it('missing crates need a reason each', () => {
    expect(everyCrateHasReason(['CTAB123', 'CTAB124'], { CTAB123: 'Crate lost' })).toBe(false);
    expect(everyCrateHasReason(['CTAB123'], { CTAB123: 'Crate lost' })).toBe(true);
    expect(everyCrateHasReason(['CTAB123'], { CTAB123: ' ' })).toBe(false);
  });
  it('the approve-distance page is /logistics/refStatusMap/{runsheetId}/{hubId}/mapbox', () => {
    expect(approveDistanceUrl('RS-BLR-00002', 'HUB-BLR-01')).toBe('/logistics/refStatusMap/RS-BLR-00002/HUB-BLR-01/mapbox');
  });
});

describe('payload contracts', () => {
  it('OTP is numeric (4 to 6 digits)', () => {
    expect(otpBodySchema.safeParse({ otp: '1234' }).success).toBe(true);
    expect(otpBodySchema.safeParse({ otp: '12a4' }).error?.issues[0]?.message).toBe(RUNSHEET_MESSAGES.otpDigits);
  });
  it('an override reason of the close is trimmed and needs at least 10 characters', () => {
    const base = { assetDetails: [], amountCollected: 0 };
    expect(closeBodySchema.parse({ ...base, distanceOverrideReason: '  GPS failed on the road  ' }).distanceOverrideReason).toBe('GPS failed on the road');
    expect(closeBodySchema.safeParse({ ...base, distanceOverrideReason: ' short ' }).error?.issues[0]?.message).toBe(RUNSHEET_MESSAGES.overrideReasonMin);
    expect(closeBodySchema.safeParse({ ...base, distanceOverrideReason: 'x'.repeat(501) }).success).toBe(false);
  });
  it('HOLD needs a reason, UN_HOLD does not', () => {
    expect(holdBodySchema.safeParse({ operation: 'HOLD' }).error?.issues[0]?.message).toBe('Select a hold reason.');
    expect(holdBodySchema.safeParse({ operation: 'UN_HOLD' }).success).toBe(true);
  });
  it('collect normalises the tote id and bounds the item list', () => {
    expect(collectBodySchema.parse({ itemType: 'INTERCITY', itemIds: ['LI1'], toteId: 'ct-ab 123' }).toteId).toBe('CTAB123');
    expect(collectBodySchema.safeParse({ itemType: 'INTERCITY', itemIds: Array.from({ length: 501 }, (_, i) => `LI${i}`) }).success).toBe(false);
  });
  it('close amounts are whole paise', () => {
    expect(closeBodySchema.safeParse({ assetDetails: [], amountCollected: 10.5 }).success).toBe(false);
    expect(closeBodySchema.safeParse({ assetDetails: [], amountCollected: 1050 }).success).toBe(true);
  });
});
