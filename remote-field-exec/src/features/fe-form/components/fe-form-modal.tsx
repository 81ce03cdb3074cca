import { Alert, Button, Group, Loader, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ADDRESS_PROOF_TYPE_LABELS, ADDRESS_PROOF_TYPES, FE_MESSAGES, type AddressProofType } from '@hub/shared/contracts';
import { getErrorMessage } from '@hub/shared/api';
import { Modal, toast } from '@hub/shared/ui';
import { useCreateFieldExecutive } from '../api/create-field-executive';
import { useFieldExecutive } from '../api/get-field-executive';
import { useUpdateFieldExecutive } from '../api/update-field-executive';
import { emptyFeForm, feFormOf, validateCreate, validateUpdate, type FeFormErrors, type FeFormValues } from '../utils/form-values';
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
  const [values, setValues] = useState<FeFormValues>(emptyFeForm);
  const [original, setOriginal] = useState<FeFormValues | null>(null);
  const [errors, setErrors] = useState<FeFormErrors>({});

  // A fresh form each time the modal opens; the edit form fills once the FE has loaded.
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    if (!editing) {
      setValues(emptyFeForm());
      setOriginal(null);
    }
  }, [opened, editing]);
  useEffect(() => {
    if (opened && editing && detail.data) {
      const form = feFormOf(detail.data);
      setValues(form);
      setOriginal(form);
    }
  }, [opened, editing, detail.data]);

  const set = <K extends keyof FeFormValues>(key: K, value: FeFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const busy = create.isPending || update.isPending;
  const submit = async () => {
    try {
      if (!editing) {
        const checked = validateCreate(values);
        if ('errors' in checked) return setErrors(checked.errors);
        await create.mutateAsync(checked.body);
      } else {
        if (!original || !editId) return;
        const checked = validateUpdate(original, values);
        if ('errors' in checked) {
          setErrors(checked.errors);
          if (checked.errors.form === FE_MESSAGES.noChanges) toast.info(FE_MESSAGES.noChanges);
          return;
        }
        await update.mutateAsync({ id: editId, changes: checked.changes });
      }
      onClose();
    } catch (e) {
      // The toast comes from the query client's one error path; the form keeps the message beside the fields.
      setErrors({ form: getErrorMessage(e, FE_MESSAGES.generic) });
    }
  };

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
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <TextInput label="Name" required value={values.name} error={errors.name} onChange={(e) => set('name', e.currentTarget.value)} autoComplete="off" />
            <TextInput
              label="Phone Number"
              required
              type="tel"
              inputMode="numeric"
              maxLength={10}
              value={values.phoneNumber}
              error={errors.phoneNumber}
              onChange={(e) => set('phoneNumber', e.currentTarget.value.replace(/\D/g, ''))}
            />
            <TextInput
              label="PAN Number"
              required
              maxLength={10}
              value={values.panNumber}
              error={errors.panNumber}
              disabled={editing}
              description={editing ? 'PAN number cannot be changed' : undefined}
              onChange={(e) => set('panNumber', e.currentTarget.value.toUpperCase())}
              autoCapitalize="characters"
            />
            <Textarea
              label="Address"
              required
              autosize
              minRows={2}
              value={values.address}
              error={errors.address}
              onChange={(e) => set('address', e.currentTarget.value)}
            />
            <ImageUploadField
              label="PAN card image"
              purpose="FE_PAN_CARD"
              value={values.panCardPhotoUrl}
              error={errors.panCardPhotoUrl}
              onChange={(url) => set('panCardPhotoUrl', url)}
              disabled={busy}
            />
            <Select
              label="Address Proof Type"
              required
              data={proofTypeOptions}
              value={values.addressProofType}
              allowDeselect={false}
              error={errors.addressProofType}
              onChange={(v) => v && set('addressProofType', v as AddressProofType)}
              comboboxProps={{ withinPortal: true }}
            />
            <ImageUploadField
              label="Address proof document"
              purpose="FE_ADDRESS_PROOF"
              value={values.addressProofPhotoUrl}
              error={errors.addressProofPhotoUrl}
              onChange={(url) => set('addressProofPhotoUrl', url)}
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
