import {
  feIdSchema,
  indianPhoneSchema,
  isDuplicateScan,
  isPermanentTote,
  isShipmentString,
  isToteString,
  normaliseScanInput,
  panSchema,
  permanentToteSchema,
  scanInputSchema,
  scanTypeSchema,
  shipmentStringSchema,
  toteStringSchema,
  vehicleNumberSchema,
} from './index';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('scan input', () => {
  it('strips everything but letters and digits and uppercases', () => {
    expect(normaliseScanInput(' tt000-a 0001\n')).toBe('TT000A0001');
    expect(normaliseScanInput('sgh/12.ab_c')).toBe('SGH12ABC');
  });
  it('parses to the normalised value and refuses input with no alphanumerics', () => {
    expect(scanInputSchema.parse('ct-ab 123')).toBe('CTAB123');
    expect(firstIssue(scanInputSchema.safeParse('--- '))).toBe('Scan input is empty');
  });
  it('knows the scan types SCAN and TAG only', () => {
    expect(scanTypeSchema.options).toEqual(['SCAN', 'TAG']);
    expect(scanTypeSchema.safeParse('QR').success).toBe(false);
  });
  it('finds a duplicate whatever its case or punctuation', () => {
    expect(isDuplicateScan(['TT000A0001'], 'tt000-a0001')).toBe(true);
    expect(isDuplicateScan(['TT000A0001'], 'TT000A0002')).toBe(false);
  });
});

describe('tote string', () => {
  it.each(['TT000A0001', 'CTAB123', 'CTABCD123'])('accepts %s', (v) => {
    expect(isToteString(v)).toBe(true);
    expect(toteStringSchema.safeParse(v).success).toBe(true);
  });
  it.each(['TT000A001', 'TT001A0001', 'TT000AB001', 'CTA123', 'CTABC123', 'CTAB1234', 'ctab123', ''])('refuses %s', (v) => {
    expect(isToteString(v)).toBe(false);
  });
});

describe('shipment string', () => {
  it.each(['SGH12345678901123S', 'SGEABCDEFGHIJK999M'])('accepts %s (18 chars, SGH/SGE, digits at 15-17, S/M)', (v) => {
    expect(v).toHaveLength(18);
    expect(isShipmentString(v)).toBe(true);
    expect(shipmentStringSchema.safeParse(v).success).toBe(true);
  });
  it.each([
    ['SGX12345678901123S', 'wrong prefix'],
    ['SGH12345678901123X', 'wrong last character'],
    ['SGH1234567890112AS', 'letter at position 17'],
    ['SGH1234567890123S', '17 characters'],
    ['SGH123456789011234S', '19 characters'],
  ])('refuses %s (%s)', (v) => {
    expect(isShipmentString(v)).toBe(false);
  });
});

describe('permanent tote pattern', () => {
  it('accepts the example asset TT000A001', () => {
    expect(isPermanentTote('TT000A001')).toBe(true);
    expect(permanentToteSchema.parse('tt000a001')).toBe('TT000A001');
  });
  it('refuses other shapes with "Invalid asset code, example asset - TT000A001"', () => {
    for (const v of ['TT000A0001', 'TT001A001', 'CTAB123', 'TT000AA01']) {
      expect(firstIssue(permanentToteSchema.safeParse(v))).toBe('Invalid asset code, example asset - TT000A001');
    }
  });
});

describe('Indian phone', () => {
  it.each(['6000000000', '9876543210', '7123456789', '8999999999'])('accepts %s', (v) => {
    expect(indianPhoneSchema.safeParse(v).success).toBe(true);
  });
  it.each(['5876543210', '987654321', '98765432101', '98765abcde', '+919876543210'])('refuses %s with "Enter valid Indian phone number"', (v) => {
    expect(firstIssue(indianPhoneSchema.safeParse(v))).toBe('Enter valid Indian phone number');
  });
});

describe('PAN', () => {
  it('accepts 5 letters, 4 digits, 1 letter (uppercased)', () => {
    expect(panSchema.parse('ABCDE1234F')).toBe('ABCDE1234F');
    expect(panSchema.parse('abcde1234f')).toBe('ABCDE1234F');
  });
  it.each(['ABCD1234F', 'ABCDE123F', 'ABCDE12345', '1BCDE1234F', 'ABCDE1234FG'])('refuses %s with "Enter valid PAN number"', (v) => {
    expect(firstIssue(panSchema.safeParse(v))).toBe('Enter valid PAN number');
  });
});

describe('FE id', () => {
  it('accepts FE- plus an identifier', () => {
    expect(feIdSchema.safeParse('FE-1001').success).toBe(true);
    expect(feIdSchema.safeParse('FE-ab12').success).toBe(true);
  });
  it.each(['FE-', 'FE1001', 'XE-1001', 'FE- 1'])('refuses %s', (v) => {
    expect(feIdSchema.safeParse(v).success).toBe(false);
  });
});

describe('vehicle number', () => {
  it('uppercases and accepts 8 or more characters', () => {
    expect(vehicleNumberSchema.parse('ka01ab12')).toBe('KA01AB12');
    expect(vehicleNumberSchema.parse('KA01AB1234')).toBe('KA01AB1234');
  });
  it('refuses fewer than 8 characters', () => {
    expect(firstIssue(vehicleNumberSchema.safeParse('KA01AB1'))).toBe('Vehicle number must be at least 8 characters');
  });
});
