import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type AdminHub, TEXT_MAX, updateHubBodySchema, type UpdateHubBody } from '@hub/shared/contracts';
import { useUpdateHub } from '../api/save-hub';
import { HUB_TEXTS } from '../texts';
import { schemaErrors } from '../utils/schema-errors';

export interface HubDetailsSectionProps {
  /** The hub as the server has it; required. */
  hub: AdminHub;
  /** Whether the signed-in user may edit (admins); default false: read only, saying who can. */
  editable?: boolean;
}

/** A hub's name and city: an admin edits them ("Save details" once something changed); others read them. */
export function HubDetailsSection({ hub, editable = false }: HubDetailsSectionProps) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="hub-details-title">
      <Stack gap="xs">
        <Title order={3} id="hub-details-title">
          {HUB_TEXTS.details}
        </Title>
        {editable ? (
          <DetailsForm hub={hub} />
        ) : (
          <>
            <Text>
              {HUB_TEXTS.hubName}: {hub.hubName}
            </Text>
            <Text>
              {HUB_TEXTS.city}: {hub.city}
            </Text>
            <Text c="dimmed">{HUB_TEXTS.detailsAdminOnly}</Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function DetailsForm({ hub }: { hub: AdminHub }) {
  const save = useUpdateHub();
  const form = useForm<UpdateHubBody>({
    mode: 'controlled',
    initialValues: { hubName: hub.hubName, city: hub.city },
    validate: (values) => schemaErrors(updateHubBodySchema, values),
    onValuesChange: () => {
      if (form.errors.form) form.clearFieldError('form');
    },
  });
  // What the server answers next (a save, another admin's change read again) becomes the form's starting point.
  useEffect(() => {
    form.setInitialValues({ hubName: hub.hubName, city: hub.city });
    form.setValues({ hubName: hub.hubName, city: hub.city });
    // `form` is a new object every render; only the server's values matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hub.hubName, hub.city]);
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ hubId: hub.hubOrgUnitId, ...updateHubBodySchema.parse(values) });
    } catch (e) {
      form.setFieldError('form', getErrorMessage(e));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <TextInput label={HUB_TEXTS.hubName} required autoComplete="off" maxLength={TEXT_MAX.name} {...form.getInputProps('hubName')} />
        <TextInput label={HUB_TEXTS.city} required autoComplete="off" maxLength={TEXT_MAX.name} {...form.getInputProps('city')} />
        {typeof form.errors.form === 'string' && (
          <Alert color="red" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" h={44} disabled={!form.isDirty()} loading={save.isPending}>
            {HUB_TEXTS.saveDetails}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
