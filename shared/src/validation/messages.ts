/** Messages of the shared validation rules, word for word where the spec gives them (spec 001 §5). */
export const VALIDATION_MESSAGES = {
  phone: 'Enter valid Indian phone number',
  pan: 'Enter valid PAN number',
  panExample: 'Enter valid PAN (e.g., ABCDE1234F)',
  permanentTote: 'Invalid asset code, example asset - TT000A001',
  emptyScan: 'Scan input is empty',
  tote: 'Invalid tote id',
  shipment: 'Invalid shipment id',
  feId: 'Invalid FE id',
  vehicleNumber: 'Vehicle number must be at least 8 characters',
} as const;
