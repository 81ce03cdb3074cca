import {
  createFieldExecutiveBodySchema,
  DEFAULT_ADDRESS_PROOF_TYPE,
  FE_DEFAULT_BIRTH_DATE,
  FE_MESSAGES,
  updateFieldExecutiveBodySchema,
  type AddressProofType,
  type CreateFieldExecutiveBody,
  type FieldExecutive,
  type UpdateFieldExecutiveBody,
} from '@hub/shared/contracts';

/** What the add/edit form holds. */
export interface FeFormValues {
  name: string;
  phoneNumber: string;
  panNumber: string;
  address: string;
  panCardPhotoUrl: string;
  addressProofType: AddressProofType;
  addressProofPhotoUrl: string;
}

/** Field name to the first message about it. */
export type FeFormErrors = Partial<Record<keyof FeFormValues | 'form', string>>;

/** An empty add form: address proof type defaults to VOTER_ID. */
export const emptyFeForm = (): FeFormValues => ({
  name: '',
  phoneNumber: '',
  panNumber: '',
  address: '',
  panCardPhotoUrl: '',
  addressProofType: DEFAULT_ADDRESS_PROOF_TYPE,
  addressProofPhotoUrl: '',
});

/** The edit form of a stored FE. */
export const feFormOf = (fe: FieldExecutive): FeFormValues => ({
  name: fe.name,
  phoneNumber: fe.phoneNumber,
  panNumber: fe.panNumber,
  address: fe.address,
  panCardPhotoUrl: fe.panCardPhotoUrl,
  addressProofType: fe.addressProofType,
  addressProofPhotoUrl: fe.addressProofPhotoUrl,
});

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FeFormErrors {
  const errors: FeFormErrors = {};
  for (const issue of issues) {
    const key = (issue.path[0] as keyof FeFormErrors | undefined) ?? 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks the add form with the create contract (the server runs the same): the body to send, or the errors. */
export function validateCreate(values: FeFormValues): { body: CreateFieldExecutiveBody } | { errors: FeFormErrors } {
  const result = createFieldExecutiveBodySchema.safeParse({ ...values, birthDate: FE_DEFAULT_BIRTH_DATE });
  if (!result.success) return { errors: errorsOf(result.error.issues) };
  return { body: result.data };
}

const EDITABLE = ['name', 'phoneNumber', 'address', 'panCardPhotoUrl', 'addressProofType', 'addressProofPhotoUrl'] as const;

/**
 * Checks the edit form: only fields that differ from the stored FE (after trimming) are sent; PAN never is.
 * Nothing changed gives "No changes to update".
 */
export function validateUpdate(original: FeFormValues, values: FeFormValues): { changes: UpdateFieldExecutiveBody } | { errors: FeFormErrors } {
  const changes: Record<string, string> = {};
  for (const key of EDITABLE) {
    const next = values[key].trim();
    if (next !== original[key].trim()) changes[key] = next;
  }
  if (Object.keys(changes).length === 0) return { errors: { form: FE_MESSAGES.noChanges } };
  const result = updateFieldExecutiveBodySchema.safeParse(changes);
  if (!result.success) return { errors: errorsOf(result.error.issues) };
  const { panNumber: _pan, ...body } = result.data;
  return { changes: body };
}
