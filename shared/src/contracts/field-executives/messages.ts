import { VALIDATION_MESSAGES } from '../../validation/messages';

/** Bytes an FE upload may have at most (spec 001 §9: 2 MB). */
export const FE_UPLOAD_MAX_BYTES = 2097152;
/** File extensions an FE upload may have (spec 001 §9). */
export const FE_UPLOAD_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
/** Minimum lengths of spec 001 §9. */
export const FE_NAME_MIN_LENGTH = 3;
export const FE_ADDRESS_MIN_LENGTH = 10;
export const FE_REASON_MIN_LENGTH = 10;
/** Characters after "FE-" from which an FE id counts as complete in the identifier search (ids are FE- + 6 digits). */
export const FE_ID_MIN_BODY_LENGTH = 6;

/** Every text of the field executive area, word for word where spec 001 §5 and §8 give it. */
export const FE_MESSAGES = {
  nameRequired: 'Name is required',
  nameMin: `Name must be at least ${FE_NAME_MIN_LENGTH} characters`,
  phone: VALIDATION_MESSAGES.phone,
  pan: VALIDATION_MESSAGES.pan,
  addressRequired: 'Address is required',
  addressMin: `Address must be at least ${FE_ADDRESS_MIN_LENGTH} characters`,
  panCardRequired: 'PAN card image is required',
  addressProofTypeRequired: 'Address proof type is required',
  addressProofRequired: 'Address proof document is required',
  birthDate: 'Birth date must be a date (YYYY-MM-DD)',
  reasonRequired: 'Reason is required',
  reasonMin: `Reason must be at least ${FE_REASON_MIN_LENGTH} characters`,
  noChanges: 'No changes to update',
  panNotEditable: 'PAN number is not editable',
  panExists: 'PAN number already exists',
  notFound: 'Field Executive not found',
  onlyActiveEdit: 'Only active Field Executives can be edited',
  onlyActiveDeactivate: 'Only active Field Executives can be deactivated',
  onlyActiveAssign: 'Only active Field Executives can be assigned to a hub',
  alreadyAssigned: 'This Field Executive is already assigned to this hub',
  notAssigned: 'This Field Executive is not assigned to this hub',
  imageRequired: 'Upload a png or jpeg image',
  imageUnknown: 'Uploaded image not found. Please upload it again.',
  tooLarge: 'File size should be less than 2MB',
  // Identifier search (spec 001 §5 "FE search").
  invalidFormat: 'Invalid format',
  phoneMoreDigits: (n: number) => `Enter ${n} more digits for phone search`,
  completingId: 'Completing FE ID...',
  panExample: VALIDATION_MESSAGES.panExample,
  noIdentifierMatch: 'No Field Executive found with this identifier',
  // Screens and calls (spec 001 §2, §8).
  empty: 'No field executives found.',
  hubPermission: 'You do not have permission to view this page. Hub Manager role is required.',
  invalidHubData: 'Invalid hub data received from server',
  loadHubsFailed: 'Failed to load hubs. Please try again.',
  loadFesFailed: 'Failed to load Field Executives. Please try again.',
  generic: 'An error occurred. Please try again.',
  assignFailed: 'Failed to assign Field Executive to hub',
  deassignFailed: 'Failed to deassign Field Executive from hub',
  created: 'Field Executive added successfully',
  updated: 'Field Executive updated successfully',
  deactivated: 'Field Executive deactivated successfully',
  assigned: 'Field Executive assigned to hub successfully',
  deassigned: 'Field Executive deassigned from hub successfully',
} as const;
