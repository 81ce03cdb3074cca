import { Text } from '@mantine/core';
import { formatDate } from '@hub/shared/format';
import { useSessionUser } from '@hub/shared/hooks';

/** "Welcome, {name}" and the last sign-in date (spec 002 §2), from the session. */
export function WelcomeLine() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Text size="sm" data-testid="welcome-line">
      Welcome, <b>{user.name}</b>
      {user.lastLoginAt ? ` · Last login ${formatDate(user.lastLoginAt)}` : ''}
    </Text>
  );
}
