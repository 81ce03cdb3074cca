import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { type AdminUser } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { USER_TEXTS } from '../../../texts';
import { useReactivateUser } from '../api/set-user-status';
import { useSignOutUserEverywhere } from '../api/sign-out-user-everywhere';
import { statusLockReason, type Viewer } from '../utils/user-rules';
import { UserStatusBadge } from './user-status-badge';

// The dialog (modal, textarea, focus trap) is fetched on the first tap of Deactivate, off the screen's first paint.
const DeactivateUserModal = lazy(() => import('./deactivate-user-modal').then((m) => ({ default: m.DeactivateUserModal })));

export interface UserStatusSectionProps {
  /** The user as the server has them; required. */
  user: AdminUser;
  /** The signed-in user; required. */
  viewer: Viewer;
}

/** Status, last sign-in and when added; Deactivate (with a reason) or Reactivate; an admin's "Sign out everywhere". */
export function UserStatusSection({ user, viewer }: UserStatusSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const reactivate = useReactivateUser();
  const signOut = useSignOutUserEverywhere();
  const locked = statusLockReason(viewer, user);
  const deactivated = user.deactivatedAt !== null;
  const lastSignIn =
    user.lastLoginAt !== null ? formatDateTime(user.lastLoginAt) : user.authSource === 'invited' ? USER_TEXTS.invitedNotSignedIn : USER_TEXTS.neverSignedIn;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="user-status-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} id="user-status-title">
            {USER_TEXTS.status}
          </Title>
          <UserStatusBadge user={user} />
        </Group>
        <dl style={{ margin: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" fw={600}>
              {USER_TEXTS.lastSignIn}:
            </Text>
            <Text component="dd" m={0} data-testid="user-last-sign-in">
              {lastSignIn}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" fw={600}>
              {USER_TEXTS.createdAt}:
            </Text>
            <Text component="dd" m={0}>
              {formatDateTime(user.createdAt)}
            </Text>
          </Group>
          {deactivated && (
            <Group gap="xs" wrap="wrap">
              <Text component="dt" fw={600}>
                {USER_TEXTS.deactivatedOn}:
              </Text>
              <Text component="dd" m={0}>
                {formatDateTime(user.deactivatedAt!)}
              </Text>
            </Group>
          )}
        </dl>
        {locked && <Text c="dimmed">{locked}</Text>}
        <Group justify="flex-end" gap="sm">
          {viewer.flags.isAdmin && !deactivated && (
            <Button h={44} variant="default" loading={signOut.isPending} onClick={() => signOut.mutate({ userId: user.id })}>
              {USER_TEXTS.signOutEverywhere}
            </Button>
          )}
          {deactivated ? (
            <Button h={44} disabled={Boolean(locked)} loading={reactivate.isPending} onClick={() => reactivate.mutate({ userId: user.id })}>
              {USER_TEXTS.reactivate}
            </Button>
          ) : (
            <Button
              h={44}
              color="red"
              disabled={Boolean(locked)}
              onClick={() => {
                setDialogWanted(true);
                setConfirming(true);
              }}
            >
              {USER_TEXTS.deactivate}
            </Button>
          )}
        </Group>
      </Stack>
      <Suspense fallback={null}>{dialogWanted && <DeactivateUserModal user={confirming ? user : null} onClose={() => setConfirming(false)} />}</Suspense>
    </Paper>
  );
}
