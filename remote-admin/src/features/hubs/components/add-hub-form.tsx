import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getErrorMessage } from '@hub/shared/api';
import { ADMIN_HUB_REFUSALS, type AdminHub, createHubBodySchema, type CreateHubBody, TEXT_MAX } from '@hub/shared/contracts';
import { useCreateHub } from '../api/save-hub';
import { HUB_TEXTS } from '../texts';
import { schemaErrors } from '../utils/schema-errors';
import { FormFooter } from '../../../components/form-footer';

export interface AddHubFormProps {
  /** Called with the hub the server created; required. */
  onCreated: (hub: AdminHub) => void;
  /** Leaves the form; required. */
  onCancel: () => void;
}

const empty = (): CreateHubBody => ({ hubOrgUnitId: '', hubName: '', city: '' });

/**
 * Add a hub (admin): id, name and city, checked by the contract before sending; a refusal stays in the form (a taken
 * id under the id field, anything else above the buttons).
 */
export function AddHubForm({ onCreated, onCancel }: AddHubFormProps) {
  const create = useCreateHub();
  const form = useForm<CreateHubBody>({
    mode: 'controlled',
    initialValues: empty(),
    validate: (values) => schemaErrors(createHubBodySchema, values),
    onValuesChange: () => {
      if (form.errors.form) form.clearFieldError('form');
    },
  });
  const submit = form.onSubmit(async (values) => {
    const body = createHubBodySchema.parse(values);
    try {
      onCreated(await create.mutateAsync(body));
    } catch (e) {
      const message = getErrorMessage(e);
      if (message === ADMIN_HUB_REFUSALS.hubExists(body.hubOrgUnitId)) form.setFieldError('hubOrgUnitId', message);
      else form.setFieldError('form', message);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <TextInput
          label={HUB_TEXTS.hubId}
          description={HUB_TEXTS.hubIdHint}
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={TEXT_MAX.id}
          {...form.getInputProps('hubOrgUnitId')}
          // Hub ids are capitals: typing them in lower case still gives the id the server accepts.
          onChange={(e) => form.setFieldValue('hubOrgUnitId', e.currentTarget.value.toUpperCase())}
        />
        <TextInput label={HUB_TEXTS.hubName} required autoComplete="off" maxLength={TEXT_MAX.name} {...form.getInputProps('hubName')} />
        <TextInput label={HUB_TEXTS.city} required autoComplete="off" maxLength={TEXT_MAX.name} {...form.getInputProps('city')} />
        <FormFooter error={form.errors.form} cancelLabel={HUB_TEXTS.cancel} onCancel={onCancel} submitLabel={HUB_TEXTS.createHub} pending={create.isPending} />
      </Stack>
    </form>
  );
}
