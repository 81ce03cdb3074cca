import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { type RemoteNavEntry } from '@hub/tooling/remote-contract';
import { signOut as endSession } from '@hub/shared/api';
import { useRoleFlags, useSessionUser } from '@hub/shared/hooks';
import { visibleApps } from './app-list';

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Entries of the open area (from its remote module); empty outside an area. */
  areaNav: readonly RemoteNavEntry[];
}

/** The navigation drawer: {name} and {email}, the applications, Settings and Logout. */
export function NavDrawer({ opened, onClose, areaNav }: NavDrawerProps) {
  const user = useSessionUser();
  const flags = useRoleFlags();
  // Logout ends the server session (which also clears the cookie), then reloads into sign-in.
  const signOut = useMutation({ mutationFn: endSession, onSettled: () => window.location.reload() });
  const areaEntries = areaNav.filter((e) => !e.requires || flags[e.requires]);
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
        <NavLink component="button" label="Logout" onClick={() => signOut.mutate()} disabled={signOut.isPending} mih={44} />
      </Stack>
    </Drawer>
  );
}
