import { Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRoleFlags } from '@hub/shared/hooks';
import { visibleApps } from '../shell/app-list';

/** "/": the application list (Hub Ops, monitoring, Field Executive for hub managers). */
export function HomePage() {
  const flags = useRoleFlags();
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>Applications</Title>
      {visibleApps(flags).map((a) => (
        <UnstyledButton key={a.path} component={Link} to={a.path} data-testid={`app-${a.path.slice(1)}`}>
          <Card withBorder padding="md" mih={64}>
            <Text fw={600}>{a.label}</Text>
            <Text size="sm" c="dimmed">
              {a.description}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
