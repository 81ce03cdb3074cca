import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ADMIN_MESSAGES, ADMIN_USERS_PAGE_SIZE } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { pageRange, USER_TEXTS } from '../../../texts';
import { useUsers } from '../api/get-users';
import { type UsersFilters, usersQueryOf } from '../utils/users-filters';
import { UserCard } from './user-card';

export interface UsersPanelProps {
  /** The filters (search, role, hub, status, page); required. */
  filters: UsersFilters;
  /** Goes to another page; required. */
  onPage: (page: number) => void;
  /** Users per page (the server pages: a long list costs the phone one page); default ADMIN_USERS_PAGE_SIZE (50). */
  pageSize?: number;
}

/** One page of users as cards (one column on a phone, two or three on a desk), with Previous and Next. */
export function UsersPanel({ filters, onPage, pageSize = ADMIN_USERS_PAGE_SIZE }: UsersPanelProps) {
  const query = useUsers(usersQueryOf(filters, pageSize));
  const data = query.data;
  // A page past the end (an old link, or users deactivated meanwhile) goes to the last page that has users.
  const pastTheEnd = data && !query.isPlaceholderData && data.users.length === 0 && data.total > 0 ? Math.ceil(data.total / data.pageSize) : null;
  useEffect(() => {
    if (pastTheEnd) onPage(pastTheEnd);
  }, [pastTheEnd, onPage]);
  return (
    <QueryState query={query} what="users" errorText={ADMIN_MESSAGES.loadUsersFailed} isEmpty={(d) => d.total === 0} emptyText={ADMIN_MESSAGES.noUsers}>
      {(data) => {
        const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
        const from = data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
        const to = Math.min(data.page * data.pageSize, data.total);
        return (
          <Stack gap="sm" aria-busy={query.isFetching}>
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="xs" data-testid="users-list">
              {data.users.map((u) => (
                <UserCard key={u.id} user={u} />
              ))}
            </SimpleGrid>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Button h={44} variant="default" disabled={data.page <= 1} onClick={() => onPage(Math.max(1, data.page - 1))}>
                {USER_TEXTS.previous}
              </Button>
              <Text c="dimmed" ta="center" aria-live="polite">
                {query.isFetching ? USER_TEXTS.loading : pageRange(from, to, data.total)}
              </Text>
              <Button h={44} variant="default" disabled={data.page >= lastPage} onClick={() => onPage(Math.min(lastPage, data.page + 1))}>
                {USER_TEXTS.next}
              </Button>
            </Group>
          </Stack>
        );
      }}
    </QueryState>
  );
}
