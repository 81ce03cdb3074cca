import { Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type RemoteNavEntry } from '@hub/tooling/remote-contract';
import { callEndpoint, FALLBACK_ERROR_MESSAGE, getErrorMessage, signOut as endSession } from '@hub/shared/api';
import { logoutEverywhere, meetsRoleRequirement } from '@hub/shared/contracts';
import { useRoleFlags, useSessionUser } from '@hub/shared/hooks';
import { OUTBOX_MESSAGES, outboxHint, outboxOwner } from '@hub/shared/outbox';
import { Modal } from '@hub/shared/ui';
import { clearDeviceCopies } from '../field/device-copies';
import { visibleApps } from './app-list';

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Entries of the open area (from its remote module); empty outside an area. */
  areaNav: readonly RemoteNavEntry[];
}

/** The navigation drawer: {name} and {email}, the applications, Settings, Logout and Sign out everywhere. */
export function NavDrawer({ opened, onClose, areaNav }: NavDrawerProps) {
  const user = useSessionUser();
  const flags = useRoleFlags();
  // Logout ends the server session (which also clears the cookie), then reloads into sign-in.
  // 'always': offline the call fails at once and the page still reloads (a paused mutation would wait for the network).
  const signOut = useMutation({ mutationFn: endSession, networkMode: 'always', onSettled: () => window.location.reload() });
  // Sign out everywhere ends every session of the user (other devices are refused at their next request). Unlike
  // Logout it must reach the server: offline or refused, the user is told and stays signed in here, and this device's
  // copies and unsent writes are only removed once the server has ended the sessions.
  const signOutEverywhere = useMutation({
    mutationFn: async (discardOwner: string | null) => {
      await callEndpoint(logoutEverywhere, {});
      if (discardOwner) {
        const { getOutbox } = await import('@hub/shared/outbox');
        await getOutbox().clear(discardOwner);
      }
      await clearDeviceCopies();
    },
    networkMode: 'always',
    onSuccess: () => window.location.reload(),
  });
  const pending = signOut.isPending || signOutEverywhere.isPending;
  // Writes still in the outbox are this user's: the user is told before logout removes them from the device.
  const [unsent, setUnsent] = useState<{ owner: string; waiting: number; refused: number; everywhere: boolean } | null>(null);
  const logout = async (everywhere: boolean) => {
    const owner = user?.email ? outboxOwner(user.email) : null;
    if (owner && outboxHint(owner) > 0) {
      const { getOutbox } = await import('@hub/shared/outbox');
      const outbox = getOutbox();
      await outbox.setOwner(owner);
      const { waiting, refused } = outbox.snapshot();
      if (waiting + refused > 0) return setUnsent({ owner, waiting, refused, everywhere });
    }
    if (everywhere) return signOutEverywhere.mutate(null);
    await clearDeviceCopies();
    signOut.mutate();
  };
  const discardAndLogout = async (owner: string, everywhere: boolean) => {
    setUnsent(null);
    if (everywhere) return signOutEverywhere.mutate(owner);
    const { getOutbox } = await import('@hub/shared/outbox');
    await getOutbox().clear(owner);
    await clearDeviceCopies();
    signOut.mutate();
  };
  const areaEntries = areaNav.filter((e) => meetsRoleRequirement(flags, e.requires));
  return (
    <Drawer opened={opened} onClose={onClose} size={300} title="Hub Console" closeButtonProps={{ 'aria-label': 'Close navigation' }}>
      <Stack gap={4}>
        <Text fw={600} data-testid="drawer-user-name">
          {user?.name}
        </Text>
        <Text size="sm" c="dimmed" data-testid="drawer-user-email">
          {user?.email}
        </Text>
        <Divider my="sm" />
        {visibleApps(flags).map((a) => (
          <NavLink key={a.path} component={Link} to={a.path} label={a.label} onClick={onClose} mih={44} />
        ))}
        {areaEntries.length > 0 && <Divider my="sm" />}
        {areaEntries.map((e) => (
          <NavLink key={e.path} component={Link} to={e.path} label={e.label} onClick={onClose} mih={44} />
        ))}
        <Divider my="sm" />
        <NavLink component={Link} to="/settings" label="Settings" onClick={onClose} mih={44} />
        <NavLink component="button" label="Logout" onClick={() => void logout(false)} disabled={pending} mih={44} />
        <NavLink component="button" label="Sign out everywhere" onClick={() => void logout(true)} disabled={pending} mih={44} />
        {signOutEverywhere.isError && (
          <Text size="sm" c="red" role="alert">
            {getErrorMessage(signOutEverywhere.error, FALLBACK_ERROR_MESSAGE)}
          </Text>
        )}
      </Stack>
      <Modal opened={unsent !== null} onClose={() => setUnsent(null)} title={OUTBOX_MESSAGES.logoutTitle}>
        <Stack gap="md">
          <Text>{unsent ? OUTBOX_MESSAGES.logoutBody(unsent.waiting, unsent.refused) : ''}</Text>
          <Group justify="flex-end">
            <Button h={44} variant="default" onClick={() => setUnsent(null)}>
              {OUTBOX_MESSAGES.logoutStay}
            </Button>
            <Button h={44} color="red" loading={pending} onClick={() => unsent && void discardAndLogout(unsent.owner, unsent.everywhere)}>
              {OUTBOX_MESSAGES.logoutDiscard}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}
