import { Card, Stack, Text, Title } from '@mantine/core';
import { useSessionUser } from '@hub/shared/hooks';

/** Settings: who is signed in. */
export function SettingsPage() {
  const user = useSessionUser();
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>Settings</Title>
      <Card withBorder>
        <Text fw={600}>{user?.name}</Text>
        <Text size="sm" c="dimmed">{user?.email}</Text>
        <Text size="sm">Roles: {user?.roles.join(', ') || 'none'}</Text>
      </Card>
    </Stack>
  );
}
