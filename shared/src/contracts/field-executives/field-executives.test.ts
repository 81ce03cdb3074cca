import {
  checkFeIdentifier,
  createFieldExecutiveBodySchema,
  deactivateFieldExecutiveBodySchema,
  fePanSchema,
  fePhoneSchema,
  feListQuerySchema,
  fieldExecutiveSchema,
  maskFieldExecutive,
  maskIdentifier,
  updateFieldExecutiveBodySchema,
} from './index';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);
const valid = {
  name: 'Ravi Kumar',
  phoneNumber: '9876543210',
  panNumber: 'ABCDE1234F',
  address: '12 MG Road, Bengaluru',
  panCardPhotoUrl: '/logistics/api/files/x',
  addressProofPhotoUrl: '/logistics/api/files/y',
};

describe('FE phone', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8123456789', ' 9876543210 '])('accepts %s', (phone) => {
    expect(first(fePhoneSchema.safeParse(phone))).toBeNull();
  });
  it.each(['5876543210', '987654321', '98765432100', '98765abcde', '', '+919876543210', undefined])(
    'refuses %s with "Enter valid Indian phone number"',
    (phone) => {
      expect(first(fePhoneSchema.safeParse(phone))).toBe('Enter valid Indian phone number');
    },
  );
});

describe('FE PAN', () => {
  it.each(['ABCDE1234F', 'abcde1234f', ' PQRST0000Z '])('accepts %s (uppercased)', (pan) => {
    expect(fePanSchema.parse(pan)).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
  });
  it.each(['ABCD1234F', 'ABCDE12345', 'ABCDE1234', '1BCDE1234F', 'ABCDE1234FF', '', undefined])('refuses %s with "Enter valid PAN number"', (pan) => {
    expect(first(fePanSchema.safeParse(pan))).toBe('Enter valid PAN number');
  });
});

describe('FE create body', () => {
  it('accepts a complete body, defaults the address proof type to VOTER_ID and the birth date to the fixed default', () => {
    const body = createFieldExecutiveBodySchema.parse(valid);
    expect(body.addressProofType).toBe('VOTER_ID');
    expect(body.birthDate).toBe('1990-01-01');
  });
  it.each([
    ['name', 'Ra', 'Name must be at least 3 characters'],
    ['name', '  ', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['address', '12 MG Rd', 'Address must be at least 10 characters'],
    ['address', undefined, 'Address is required'],
    ['panCardPhotoUrl', '', 'PAN card image is required'],
    ['panCardPhotoUrl', undefined, 'PAN card image is required'],
    ['addressProofPhotoUrl', undefined, 'Address proof document is required'],
    ['addressProofType', 'RATION', 'Address proof type is required'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(first(createFieldExecutiveBodySchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });
  it('accepts a 3-character name and a 10-character address (the limits themselves)', () => {
    expect(first(createFieldExecutiveBodySchema.safeParse({ ...valid, name: 'Ram', address: '1234567890' }))).toBeNull();
  });
});

describe('FE edit body', () => {
  it('accepts changed fields only', () => {
    expect(first(updateFieldExecutiveBodySchema.safeParse({ phoneNumber: '8123456789' }))).toBeNull();
  });
  it('refuses a PAN with "PAN number is not editable" and an empty body with "No changes to update"', () => {
    expect(first(updateFieldExecutiveBodySchema.safeParse({ panNumber: 'ABCDE1234F' }))).toBe('PAN number is not editable');
    expect(first(updateFieldExecutiveBodySchema.safeParse({}))).toBe('No changes to update');
  });
});

describe('FE deactivation reason', () => {
  it('accepts 10 characters after trimming', () => {
    expect(deactivateFieldExecutiveBodySchema.parse({ reason: '  1234567890  ' }).reason).toBe('1234567890');
  });
  it.each([
    ['  123456789  ', 'Reason must be at least 10 characters'],
    ['   ', 'Reason is required'],
    [undefined, 'Reason is required'],
  ])('refuses %j with "%s"', (reason, message) => {
    expect(first(deactivateFieldExecutiveBodySchema.safeParse({ reason }))).toBe(message);
  });
});

describe('list query', () => {
  it('defaults to ALL, no search, page 1 of 50, and refuses a page size above 200', () => {
    expect(feListQuerySchema.parse({})).toEqual({ status: 'ALL', search: '', page: 1, pageSize: 50 });
    expect(first(feListQuerySchema.safeParse({ pageSize: '201' }))).toBe('Page size must be at most 200');
  });
});

describe('progressive identifier search', () => {
  it('ignores blank text', () => {
    expect(checkFeIdentifier('')).toEqual({ kind: 'blank' });
    expect(checkFeIdentifier('   ')).toEqual({ kind: 'blank' });
  });
  it.each([
    ['FE-12345678', 'id', 'FE-12345678'],
    ['fe-123456', 'id', 'FE-123456'],
    ['9876543210', 'phone', '9876543210'],
    [' 6000000000 ', 'phone', '6000000000'],
    ['abcde1234f', 'pan', 'ABCDE1234F'],
  ])('looks %j up as a complete %s', (term, type, value) => {
    expect(checkFeIdentifier(term)).toEqual({ kind: 'complete', type, value });
  });
  it.each([
    ['9', 'Enter 9 more digits for phone search'],
    ['98765', 'Enter 5 more digits for phone search'],
    ['987654321', 'Enter 1 more digits for phone search'],
    ['FE-', 'Completing FE ID...'],
    ['FE-123', 'Completing FE ID...'],
    ['A', 'Enter valid PAN (e.g., ABCDE1234F)'],
    ['FE', 'Enter valid PAN (e.g., ABCDE1234F)'],
    ['ABCDE', 'Enter valid PAN (e.g., ABCDE1234F)'],
    ['ABCDE12', 'Enter valid PAN (e.g., ABCDE1234F)'],
    ['ABCDE1234', 'Enter valid PAN (e.g., ABCDE1234F)'],
  ])('shows %j as incomplete: "%s"', (term, message) => {
    expect(checkFeIdentifier(term)).toEqual({ kind: 'incomplete', message });
  });
  it.each(['12345', '0987654321', '98765432101', 'AB1', 'ABCDEF', 'ABCDE1234FG', 'FE-12$', 'hello world', '98765-43210'])(
    'refuses %j with "Invalid format"',
    (term) => {
      expect(checkFeIdentifier(term)).toEqual({ kind: 'invalid', message: 'Invalid format' });
    },
  );
});

describe('masking for users without the hub-manager flag', () => {
  it('keeps the last 4 characters and replaces the rest with "•"', () => {
    expect(maskIdentifier('ABCDE1234F')).toBe('••••••234F');
    expect(maskIdentifier('9876543210')).toBe('••••••3210');
    expect(maskIdentifier('1234')).toBe('••••');
    expect(maskIdentifier('')).toBe('');
  });
  it('masks PAN and phone, drops both document image URLs, and the response schema accepts the result', () => {
    const fe = fieldExecutiveSchema.parse({
      id: 'FE-12345678',
      ...createFieldExecutiveBodySchema.parse(valid),
      currentActive: true,
      status: 'ACTIVE',
      deactivationReason: null,
      deactivatedBy: null,
      deactivatedAt: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    const masked = maskFieldExecutive(fe);
    expect([masked.panNumber, masked.phoneNumber, masked.name]).toEqual(['••••••234F', '••••••3210', 'Ravi Kumar']);
    expect(masked).not.toHaveProperty('panCardPhotoUrl');
    expect(masked).not.toHaveProperty('addressProofPhotoUrl');
    expect(fieldExecutiveSchema.safeParse(masked).success).toBe(true);
  });
});
