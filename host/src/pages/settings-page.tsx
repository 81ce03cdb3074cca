import { Card, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSessionUser } from '@hub/shared/hooks';

/** Settings: who is signed in, and the design-system catalogue. */
export function SettingsPage() {
  const user = useSessionUser();
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>Settings</Title>
      <Card withBorder>
        <Text fw={600}>{user?.name}</Text>
        <Text size="sm" c="dimmed">
          {user?.email}
        </Text>
        <Text size="sm">Roles: {user?.roles.join(', ') || 'none'}</Text>
      </Card>
      <NavLink component={Link} to="/settings/catalogue" label="Design system catalogue" mih={44} />
      <NavLink component={Link} to="/settings/platform" label="Platform" description="Remote versions, pins, shared libraries, load failures" mih={44} />
    </Stack>
  );
}
