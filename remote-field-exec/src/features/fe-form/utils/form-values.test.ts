import { emptyFeForm, validateCreate, validateUpdate, type FeFormValues } from './form-values';

const filled: FeFormValues = {
  name: 'Ravi Kumar',
  phoneNumber: '9876543210',
  panNumber: 'abcde1234f',
  address: '12 MG Road, Bengaluru',
  panCardPhotoUrl: '/logistics/api/files/a',
  addressProofType: 'VOTER_ID',
  addressProofPhotoUrl: '/logistics/api/files/b',
};

describe('add form', () => {
  it('starts empty with the address proof type VOTER_ID', () => {
    expect(emptyFeForm().addressProofType).toBe('VOTER_ID');
  });
  it('sends the trimmed body with the PAN uppercased and the fixed birth date', () => {
    const result = validateCreate({ ...filled, name: ' Ravi Kumar ' });
    expect(result).toEqual({ body: expect.objectContaining({ name: 'Ravi Kumar', panNumber: 'ABCDE1234F', birthDate: '1990-01-01' }) });
  });
  it('reports one message per field of an empty form', () => {
    expect(validateCreate(emptyFeForm())).toEqual({
      errors: {
        name: 'Name is required',
        phoneNumber: 'Enter valid Indian phone number',
        panNumber: 'Enter valid PAN number',
        address: 'Address is required',
        panCardPhotoUrl: 'PAN card image is required',
        addressProofPhotoUrl: 'Address proof document is required',
      },
    });
  });
});

describe('edit form', () => {
  it('sends only the changed fields, never the PAN', () => {
    expect(validateUpdate(filled, { ...filled, phoneNumber: '8123456789', panNumber: 'ZZZZZ9999Z' })).toEqual({ changes: { phoneNumber: '8123456789' } });
  });
  it('says "No changes to update" when nothing changed (whitespace alone is no change)', () => {
    expect(validateUpdate(filled, { ...filled, name: ' Ravi Kumar  ' })).toEqual({ errors: { form: 'No changes to update' } });
  });
  it('checks the changed fields with the same rules', () => {
    expect(validateUpdate(filled, { ...filled, phoneNumber: '12345', address: 'short' })).toEqual({
      errors: { phoneNumber: 'Enter valid Indian phone number', address: 'Address must be at least 10 characters' },
    });
  });
});
