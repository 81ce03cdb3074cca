import { type FormErrors, schemaResolver } from '@mantine/form';
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
  // Absent only in answers to users without the hub-manager flag, who never reach the edit form.
  panCardPhotoUrl: fe.panCardPhotoUrl ?? '',
  addressProofType: fe.addressProofType,
  addressProofPhotoUrl: fe.addressProofPhotoUrl ?? '',
});

/** The add form's validator (@mantine/form): the create contract itself, so the form and the server say the same. */
export const validateCreateForm: (values: FeFormValues) => FormErrors = schemaResolver(createFieldExecutiveBodySchema, { sync: true });

/** Field name to the first message about it (the form's validator answers a plain record). */
const asFeErrors = (errors: FormErrors): FeFormErrors => {
  const out: FeFormErrors = {};
  for (const [key, message] of Object.entries(errors)) if (message) out[(key || 'form') as keyof FeFormErrors] = String(message);
  return out;
};

/** Checks the add form with the create contract (the server runs the same): the body to send, or the errors. */
export function validateCreate(values: FeFormValues): { body: CreateFieldExecutiveBody } | { errors: FeFormErrors } {
  const errors = validateCreateForm(values);
  if (Object.keys(errors).length) return { errors: asFeErrors(errors) };
  return { body: createFieldExecutiveBodySchema.parse({ ...values, birthDate: FE_DEFAULT_BIRTH_DATE }) };
}

const validateUpdateFields = schemaResolver(updateFieldExecutiveBodySchema, { sync: true });

/** The edit form's validator (@mantine/form): the update contract over the fields that changed ("No changes to update" when none did). */
export const validateEditForm =
  (original: FeFormValues | null) =>
  (values: FeFormValues): FormErrors => {
    if (!original) return {};
    const result = validateUpdate(original, values);
    return 'errors' in result ? result.errors : {};
  };

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
  const errors = validateUpdateFields(changes);
  if (Object.keys(errors).length) return { errors: asFeErrors(errors) };
  const { panNumber: _pan, ...body } = updateFieldExecutiveBodySchema.parse(changes);
  return { changes: body };
}
