import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { guardMessage } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { useAssignableHubs } from '../features/users/api/get-assignable-hubs';
import { UsersFilterBar } from '../features/users/components/users-filter-bar';
import { UsersPanel } from '../features/users/components/users-panel';
import { filtersFromSearch, searchFromFilters, type UsersFilters } from '../features/users/utils/users-filters';
import { USER_TEXTS } from '../texts';

/**
 * /admin/users: the users an admin (all) or a hub manager (of their hubs, and users in no hub yet) may manage; search,
 * role, hub and status filters and the page live in the URL, so Back from a user returns to the same list.
 */
export function UsersPage() {
  const { isAdmin, isHubManager } = useRoleFlags();
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{USER_TEXTS.usersTitle}</Title>
        {(isAdmin || isHubManager) && (
          <Button component={Link} to="/admin/users/new" h={44}>
            {USER_TEXTS.inviteUser}
          </Button>
        )}
      </Group>
      {isAdmin || isHubManager ? (
        <Users />
      ) : (
        <Alert color="red" role="alert">
          {guardMessage('adminOrHubManager')}
        </Alert>
      )}
    </Stack>
  );
}

function Users() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const hubs = useAssignableHubs();
  // A new filter starts again at page 1; replacing keeps Back for leaving the list, not for undoing each keystroke.
  const change = (next: Partial<Omit<UsersFilters, 'page'>>) =>
    setParams((current) => searchFromFilters({ ...filtersFromSearch(current), ...next, page: 1 }), { replace: true });
  const onPage = useCallback((page: number) => setParams((current) => searchFromFilters({ ...filtersFromSearch(current), page })), [setParams]);
  return (
    <>
      <UsersFilterBar filters={filters} onChange={change} hubs={hubs.data?.hubNames} />
      <UsersPanel filters={filters} onPage={onPage} />
    </>
  );
}
