import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { type AdminUser, guardMessage } from '@hub/shared/contracts';
import { useRoleFlags, useSessionUser } from '@hub/shared/hooks';
import { QueryState } from '@hub/shared/ui';
import { AuditList } from '../features/audit/components/audit-list';
import { useAssignableHubs } from '../features/users/api/get-assignable-hubs';
import { useUser } from '../features/users/api/get-user';
import { InviteUserForm } from '../features/users/components/invite-user-form';
import { UserHubsSection } from '../features/users/components/user-hubs-section';
import { UserRolesSection } from '../features/users/components/user-roles-section';
import { UserStatusBadge } from '../features/users/components/user-status-badge';
import { UserStatusSection } from '../features/users/components/user-status-section';
import { type Viewer } from '../features/users/utils/user-rules';
import { USER_TEXTS } from '../texts';

/**
 * The id in /admin/users/new: the invite form. It is drawn by this screen because a route of its own would overlap
 * /admin/users/:userId (tooling/route-rules.mjs); user ids are `USR-…`, never "new".
 */
export const NEW_USER_ID = 'new';

/** How many of a user's latest audit entries the user screen shows (the audit log has the rest). */
export const RECENT_CHANGES = 10;

/** /admin/users/:userId: one user (roles, hubs, status, recent changes), or the invite form at /admin/users/new. */
export function UserPage() {
  const { userId = '' } = useParams();
  const flags = useRoleFlags();
  const email = useSessionUser()?.email ?? null;
  const viewer: Viewer = { flags, email };
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Anchor component={Link} to="/admin/users" mih={44} style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}>
        ← {USER_TEXTS.backToUsers}
      </Anchor>
      {!flags.isAdmin && !flags.isHubManager ? (
        <Alert color="red" role="alert">
          {guardMessage('adminOrHubManager')}
        </Alert>
      ) : userId === NEW_USER_ID ? (
        <InviteUser viewer={viewer} />
      ) : (
        <UserDetail userId={userId} viewer={viewer} />
      )}
    </Stack>
  );
}

function InviteUser({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const hubs = useAssignableHubs();
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2}>{USER_TEXTS.inviteTitle}</Title>
      <QueryState query={hubs} what="hubs" errorText={USER_TEXTS.loadHubsFailed}>
        {(data) => (
          <InviteUserForm
            flags={viewer.flags}
            hubs={data.hubNames}
            onCreated={(user) => void navigate(`/admin/users/${encodeURIComponent(user.id)}`, { replace: true })}
            onCancel={() => void navigate('/admin/users')}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function UserDetail({ userId, viewer }: { userId: string; viewer: Viewer }) {
  const user = useUser(userId);
  const hubs = useAssignableHubs();
  return (
    <QueryState query={user} what="user">
      {(u) => (
        <Stack gap="sm">
          <UserHeader user={u} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            <UserRolesSection user={u} viewer={viewer} />
            <QueryState query={hubs} what="hubs" errorText={USER_TEXTS.loadHubsFailed}>
              {(data) => <UserHubsSection user={u} viewer={viewer} assignable={data.hubNames} />}
            </QueryState>
            <UserStatusSection user={u} viewer={viewer} />
            <RecentChanges userId={u.id} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

function RecentChanges({ userId }: { userId: string }) {
  const all = new URLSearchParams({ entityType: 'user', entityId: userId });
  return (
    <Stack gap="xs" component="section" aria-labelledby="user-audit-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} id="user-audit-title">
          {USER_TEXTS.recentChanges}
        </Title>
        <Anchor component={Link} to={`/admin/audit?${all.toString()}`} mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
          {USER_TEXTS.allChanges}
        </Anchor>
      </Group>
      <AuditList filters={{ entityType: 'user', entityId: userId }} pageSize={RECENT_CHANGES} paged={false} />
    </Stack>
  );
}

function UserHeader({ user }: { user: AdminUser }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Title>
        <UserStatusBadge user={user} />
      </Group>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    </Stack>
  );
}
