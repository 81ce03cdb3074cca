import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type AdminUser, ROLE_LABELS } from '@hub/shared/contracts';
import { USER_TEXTS } from '../../../texts';
import { orderRoles } from '../utils/user-rules';
import { UserStatusBadge } from './user-status-badge';

export interface UserCardProps {
  /** The user; required. */
  user: AdminUser;
}

/** How many hub ids a card names before "+N more". */
const HUBS_SHOWN = 3;

/** The hubs line of a user: "All hubs", "No hubs", or the first ids and how many more. */
export function hubsSummary(user: Pick<AdminUser, 'allHubs' | 'hubs'>): string {
  if (user.allHubs) return USER_TEXTS.allHubs;
  if (user.hubs.length === 0) return USER_TEXTS.noHubs;
  const shown = user.hubs.slice(0, HUBS_SHOWN).join(', ');
  return user.hubs.length > HUBS_SHOWN ? `${shown} +${user.hubs.length - HUBS_SHOWN} more` : shown;
}

/** One user in the list: a link to the user (name, email, roles, hubs, status); the whole card is the touch target. */
export function UserCard({ user }: UserCardProps) {
  const roles = orderRoles(user.roles);
  return (
    <Paper
      component={Link}
      to={`/admin/users/${encodeURIComponent(user.id)}`}
      withBorder
      p="sm"
      mih={44}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
          <UserStatusBadge user={user} />
        </Group>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Group gap={4}>
          {roles.length === 0 ? (
            <Text c="dimmed">{USER_TEXTS.noRoles}</Text>
          ) : (
            roles.map((r) => (
              <Badge key={r} variant="light" size="lg" radius="sm" tt="none">
                {ROLE_LABELS[r]}
              </Badge>
            ))
          )}
        </Group>
        <Text>{hubsSummary(user)}</Text>
      </Stack>
    </Paper>
  );
}
