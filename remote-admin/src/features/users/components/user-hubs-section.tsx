import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type AdminUser, type Hub } from '@hub/shared/contracts';
import { USER_TEXTS } from '../../../texts';
import { useSetUserHubs } from '../api/set-user-hubs';
import { hubsLockReason, hubsToSave, sameSet, splitHubs, type Viewer } from '../utils/user-rules';
import { HubsField } from './hubs-field';

export interface UserHubsSectionProps {
  /** The user as the server has them; required. */
  user: AdminUser;
  /** The signed-in user; required. */
  viewer: Viewer;
  /** The hubs the signed-in user may assign (theirs; every hub for an admin); required. */
  assignable: readonly Hub[];
}

/**
 * The user's hubs and "Save hubs". A hub manager changes only their own hubs: the user's other hubs are named and sent
 * back as they are; "All hubs" is an admin's switch.
 */
export function UserHubsSection({ user, viewer, assignable }: UserHubsSectionProps) {
  const { mine, others } = splitHubs(
    user.hubs,
    assignable.map((h) => h.hubOrgUnitId),
  );
  const save = useSetUserHubs();
  // An edit holds for the hubs it started from: what the server answers next (a save, a refetch) shows as it is.
  const saved = `${user.allHubs}|${user.hubs.join(',')}`;
  const [edit, setEdit] = useState<{ from: string; allHubs: boolean; hubs: string[] } | null>(null);
  const choice = edit && edit.from === saved ? edit : { allHubs: user.allHubs, hubs: mine };
  const locked = hubsLockReason(viewer, user);
  const next = { allHubs: choice.allHubs, hubs: choice.allHubs ? [] : hubsToSave(choice.hubs, others) };
  const changed = next.allHubs !== user.allHubs || (!next.allHubs && !sameSet(next.hubs, user.hubs));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="user-hubs-title">
      <Stack gap="xs">
        <Title order={3} id="user-hubs-title">
          {USER_TEXTS.hubs}
        </Title>
        <HubsField
          allHubs={choice.allHubs}
          hubs={choice.hubs}
          onChange={(c) => {
            save.reset();
            setEdit({ from: saved, ...c });
          }}
          options={assignable}
          canGiveAllHubs={viewer.flags.isAdmin}
          otherHubs={choice.allHubs ? [] : others}
          disabled={save.isPending}
          lockedReason={locked}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {getErrorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button h={44} disabled={Boolean(locked) || !changed} loading={save.isPending} onClick={() => save.mutate({ userId: user.id, ...next })}>
            {USER_TEXTS.saveHubs}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
