import { useForm } from '@mantine/form';
import { Alert, Button, Group, Loader, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ADDRESS_PROOF_TYPE_LABELS, ADDRESS_PROOF_TYPES, FE_MESSAGES, type AddressProofType } from '@hub/shared/contracts';
import { getErrorMessage } from '@hub/shared/api';
import { Modal, toast } from '@hub/shared/ui';
import { useCreateFieldExecutive } from '../api/create-field-executive';
import { useFieldExecutive } from '../api/get-field-executive';
import { useUpdateFieldExecutive } from '../api/update-field-executive';
import {
  emptyFeForm,
  feFormOf,
  validateCreate,
  validateCreateForm,
  validateEditForm,
  validateUpdate,
  type FeFormErrors,
  type FeFormValues,
} from '../utils/form-values';
import { ImageUploadField } from './image-upload-field';

export interface FeFormModalProps {
  /** Whether the modal shows; required. */
  opened: boolean;
  /** Closes the modal; required. */
  onClose: () => void;
  /** The FE to edit; default null = add a new FE. */
  editId?: string | null;
}

const proofTypeOptions = ADDRESS_PROOF_TYPES.map((t) => ({ value: t, label: ADDRESS_PROOF_TYPE_LABELS[t] }));

/** Add Field Executive / Edit Field Executive modal with the §5 rules; edit sends only changed fields. */
export function FeFormModal({ opened, onClose, editId = null }: FeFormModalProps) {
  const editing = Boolean(editId);
  const detail = useFieldExecutive(opened ? editId : null);
  const create = useCreateFieldExecutive();
  const update = useUpdateFieldExecutive();
  const [original, setOriginal] = useState<FeFormValues | null>(null);
  // @mantine/form with the contract schemas as validators: the add form checks the create contract, the edit form
  // the update contract over the changed fields; a server refusal is kept under `form` beside the fields.
  const form = useForm<FeFormValues>({
    mode: 'controlled',
    initialValues: emptyFeForm(),
    validate: editing ? validateEditForm(original) : validateCreateForm,
    onValuesChange: () => {
      if (form.errors.form) form.clearFieldError('form');
    },
  });
  const errors = form.errors as FeFormErrors;

  // A fresh form each time the modal opens; the edit form fills once the FE has loaded.
  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    if (!editing) {
      form.setValues(emptyFeForm());
      setOriginal(null);
    }
    // `form` is a new object every render; resetting follows opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);
  useEffect(() => {
    if (opened && editing && detail.data) {
      const values = feFormOf(detail.data);
      form.setValues(values);
      setOriginal(values);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing, detail.data]);

  const busy = create.isPending || update.isPending;
  const save = async (values: FeFormValues) => {
    try {
      if (!editing) {
        const checked = validateCreate(values);
        if ('errors' in checked) return form.setErrors(checked.errors);
        await create.mutateAsync(checked.body);
      } else {
        if (!original || !editId) return;
        const checked = validateUpdate(original, values);
        if ('errors' in checked) return form.setErrors(checked.errors);
        await update.mutateAsync({ id: editId, changes: checked.changes });
      }
      onClose();
    } catch (e) {
      // The toast comes from the query client's one error path; the form keeps the message beside the fields.
      form.setFieldError('form', getErrorMessage(e, FE_MESSAGES.generic));
    }
  };
  const onSubmit = form.onSubmit(
    (values) => void save(values),
    (invalid) => {
      if (invalid.form === FE_MESSAGES.noChanges) toast.info(FE_MESSAGES.noChanges);
    },
  );

  const loadingDetail = editing && !original;
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit Field Executive' : 'Add Field Executive'} closeOnClickOutside={!busy}>
      {loadingDetail ? (
        detail.isError ? (
          <Alert color="red">{getErrorMessage(detail.error, FE_MESSAGES.generic)}</Alert>
        ) : (
          <Group justify="center" p="lg">
            <Loader role="status" aria-label="Loading field executive" />
          </Group>
        )
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="sm">
            <TextInput label="Name" required {...form.getInputProps('name')} autoComplete="off" />
            <TextInput
              label="Phone Number"
              required
              type="tel"
              inputMode="numeric"
              maxLength={10}
              {...form.getInputProps('phoneNumber')}
              onChange={(e) => form.setFieldValue('phoneNumber', e.currentTarget.value.replace(/\D/g, ''))}
            />
            <TextInput
              label="PAN Number"
              required
              maxLength={10}
              {...form.getInputProps('panNumber')}
              disabled={editing}
              description={editing ? 'PAN number cannot be changed' : undefined}
              onChange={(e) => form.setFieldValue('panNumber', e.currentTarget.value.toUpperCase())}
              autoCapitalize="characters"
            />
            <Textarea label="Address" required autosize minRows={2} {...form.getInputProps('address')} />
            <ImageUploadField
              label="PAN card image"
              purpose="FE_PAN_CARD"
              value={form.values.panCardPhotoUrl}
              error={errors.panCardPhotoUrl}
              onChange={(url) => form.setFieldValue('panCardPhotoUrl', url)}
              disabled={busy}
            />
            <Select
              label="Address Proof Type"
              required
              data={proofTypeOptions}
              {...form.getInputProps('addressProofType')}
              allowDeselect={false}
              onChange={(v) => v && form.setFieldValue('addressProofType', v as AddressProofType)}
              comboboxProps={{ withinPortal: true }}
            />
            <ImageUploadField
              label="Address proof document"
              purpose="FE_ADDRESS_PROOF"
              value={form.values.addressProofPhotoUrl}
              error={errors.addressProofPhotoUrl}
              onChange={(url) => form.setFieldValue('addressProofPhotoUrl', url)}
              disabled={busy}
            />
            {errors.form && (
              <Alert color={errors.form === FE_MESSAGES.noChanges ? 'blue' : 'red'} role="alert">
                {errors.form}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" h={44} onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" h={44} loading={busy}>
                {editing ? 'Save Changes' : 'Add Field Executive'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
