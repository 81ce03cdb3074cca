import { Badge } from '@mantine/core';
import { type AdminUser } from '@hub/shared/contracts';
import { USER_TEXTS } from '../../../texts';

export interface UserStatusBadgeProps {
  /** The user; required. */
  user: Pick<AdminUser, 'deactivatedAt' | 'lastLoginAt' | 'authSource'>;
}

/** Deactivated (red), invited and never signed in (grey), else active (green). */
export function UserStatusBadge({ user }: UserStatusBadgeProps) {
  if (user.deactivatedAt !== null)
    return (
      <Badge color="red" variant="light" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }}>
        {USER_TEXTS.statusDeactivated}
      </Badge>
    );
  if (user.authSource === 'invited' && user.lastLoginAt === null)
    return (
      <Badge color="gray" variant="light" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }}>
        {USER_TEXTS.statusInvited}
      </Badge>
    );
  return (
    <Badge color="green" variant="light" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {USER_TEXTS.statusActive}
    </Badge>
  );
}
