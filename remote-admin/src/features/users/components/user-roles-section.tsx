import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type AdminUser, type Role } from '@hub/shared/contracts';
import { USER_TEXTS } from '../../../texts';
import { useSetUserRoles } from '../api/set-user-roles';
import { orderRoles, rolesLockReason, sameSet, type Viewer } from '../utils/user-rules';
import { RoleCheckboxes } from './role-checkboxes';

export interface UserRolesSectionProps {
  /** The user as the server has them; required. */
  user: AdminUser;
  /** The signed-in user; required. */
  viewer: Viewer;
}

/** The user's roles as checkboxes and "Save roles" (enabled once something changed); a refusal shows under them. */
export function UserRolesSection({ user, viewer }: UserRolesSectionProps) {
  const save = useSetUserRoles();
  // An edit holds for the roles it started from: what the server answers next (a save, a refetch) shows as it is.
  const saved = orderRoles(user.roles).join(',');
  const [edit, setEdit] = useState<{ from: string; roles: Role[] } | null>(null);
  const roles = edit && edit.from === saved ? edit.roles : orderRoles(user.roles);
  const locked = rolesLockReason(viewer, user);
  const changed = !sameSet(roles, user.roles);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="user-roles-title">
      <Stack gap="xs">
        <Title order={3} id="user-roles-title">
          {USER_TEXTS.roles}
        </Title>
        <RoleCheckboxes
          label={null}
          flags={viewer.flags}
          value={roles}
          onChange={(next) => {
            save.reset();
            setEdit({ from: saved, roles: next });
          }}
          disabled={Boolean(locked) || save.isPending}
          description={locked ?? undefined}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {getErrorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button h={44} disabled={Boolean(locked) || !changed} loading={save.isPending} onClick={() => save.mutate({ userId: user.id, roles })}>
            {USER_TEXTS.saveRoles}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
