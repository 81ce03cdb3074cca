import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getErrorMessage } from '@hub/shared/api';
import { ADMIN_MESSAGES, type AdminUser, type Hub, type RoleFlags, TEXT_MAX } from '@hub/shared/contracts';
import { USER_TEXTS } from '../../../texts';
import { useCreateUser } from '../api/create-user';
import { emptyInviteForm, inviteBodyOf, type InviteFormValues, validateInviteForm } from '../utils/invite-form';
import { HubsField } from './hubs-field';
import { RoleCheckboxes } from './role-checkboxes';
import { FormFooter } from '../../../components/form-footer';

export interface InviteUserFormProps {
  /** The signed-in user's flags (which roles and "All hubs" they may give); required. */
  flags: RoleFlags;
  /** The hubs they may assign; required. */
  hubs: readonly Hub[];
  /** Called with the user the server created; required. */
  onCreated: (user: AdminUser) => void;
  /** Leaves the form; required. */
  onCancel: () => void;
}

/**
 * Invite (pre-create) a user: email, name, roles, hubs ("All hubs" for admins). The contract's rules check the fields
 * before sending; a refusal stays in the form (a taken email under the email field, anything else above the buttons).
 */
export function InviteUserForm({ flags, hubs, onCreated, onCancel }: InviteUserFormProps) {
  const create = useCreateUser();
  const form = useForm<InviteFormValues>({
    mode: 'controlled',
    initialValues: emptyInviteForm(),
    validate: validateInviteForm,
    onValuesChange: () => {
      if (form.errors.form) form.clearFieldError('form');
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync({ body: inviteBodyOf(values) }));
    } catch (e) {
      const message = getErrorMessage(e);
      if (message === ADMIN_MESSAGES.emailExists) form.setFieldError('email', message);
      else form.setFieldError('form', message);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Text c="dimmed">{USER_TEXTS.inviteHint}</Text>
        <TextInput
          label={USER_TEXTS.email}
          required
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          maxLength={TEXT_MAX.email}
          {...form.getInputProps('email')}
        />
        <TextInput label={USER_TEXTS.name} required autoComplete="off" maxLength={TEXT_MAX.name} {...form.getInputProps('name')} />
        <RoleCheckboxes flags={flags} value={form.values.roles} onChange={(roles) => form.setFieldValue('roles', roles)} disabled={create.isPending} />
        <HubsField
          allHubs={form.values.allHubs}
          hubs={form.values.hubs}
          onChange={(next) => form.setValues(next)}
          options={hubs}
          canGiveAllHubs={flags.isAdmin}
          disabled={create.isPending}
        />
        <FormFooter
          error={form.errors.form}
          cancelLabel={USER_TEXTS.cancel}
          onCancel={onCancel}
          submitLabel={USER_TEXTS.inviteUser}
          pending={create.isPending}
        />
      </Stack>
    </form>
  );
}
