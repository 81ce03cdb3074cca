import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getErrorMessage } from '@hub/shared/api';
import { ADDABLE_ZONE_TYPES, ADMIN_HUB_REFUSALS, createZoneBodySchema, type CreateZoneBody, TEXT_MAX } from '@hub/shared/contracts';
import { useCreateZone } from '../api/zones';
import { HUB_TEXTS } from '../texts';
import { schemaErrors } from '../utils/schema-errors';
import { FormFooter } from '../../../components/form-footer';

export interface AddZoneFormProps {
  /** The hub the zone is added to; required. */
  hubId: string;
  /** Called once the server added the zone; required. */
  onAdded: () => void;
  /** Leaves the form; required. */
  onCancel: () => void;
}

interface ZoneFormValues {
  zoneId: string;
  zoneType: (typeof ADDABLE_ZONE_TYPES)[number];
  routeName: string;
}

/** The POST body of the form: an empty route name is no route name (only an LM zone has one). */
export function zoneBodyOf(values: ZoneFormValues): CreateZoneBody {
  const routeName = values.zoneType === 'LM' ? values.routeName.trim() : '';
  return { zoneId: values.zoneId.trim(), zoneType: values.zoneType, ...(routeName ? { routeName } : {}) };
}

/**
 * Add a STAGING or LM zone (an LM zone may name its route), checked by the contract before sending; a refusal stays in
 * the form (a taken id under the id field, anything else above the buttons).
 */
export function AddZoneForm({ hubId, onAdded, onCancel }: AddZoneFormProps) {
  const create = useCreateZone();
  const form = useForm<ZoneFormValues>({
    mode: 'controlled',
    initialValues: { zoneId: '', zoneType: 'LM', routeName: '' },
    validate: (values) => schemaErrors(createZoneBodySchema, zoneBodyOf(values)),
    onValuesChange: () => {
      if (form.errors.form) form.clearFieldError('form');
    },
  });
  const submit = form.onSubmit(async (values) => {
    const body = zoneBodyOf(values);
    try {
      await create.mutateAsync({ hubId, body });
      onAdded();
    } catch (e) {
      const message = getErrorMessage(e);
      if (message === ADMIN_HUB_REFUSALS.zoneExists(body.zoneId)) form.setFieldError('zoneId', message);
      else form.setFieldError('form', message);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <TextInput
          label={HUB_TEXTS.zoneId}
          description={HUB_TEXTS.zoneIdHint}
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={TEXT_MAX.id}
          {...form.getInputProps('zoneId')}
          onChange={(e) => form.setFieldValue('zoneId', e.currentTarget.value.toUpperCase())}
        />
        <Select
          label={HUB_TEXTS.zoneType}
          required
          data={[...ADDABLE_ZONE_TYPES]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('zoneType')}
        />
        {form.values.zoneType === 'LM' && (
          <TextInput
            label={HUB_TEXTS.routeName}
            description={HUB_TEXTS.routeNameHint}
            autoComplete="off"
            maxLength={TEXT_MAX.name}
            {...form.getInputProps('routeName')}
          />
        )}
        <FormFooter error={form.errors.form} cancelLabel={HUB_TEXTS.cancel} onCancel={onCancel} submitLabel={HUB_TEXTS.addZone} pending={create.isPending} />
      </Stack>
    </form>
  );
}
