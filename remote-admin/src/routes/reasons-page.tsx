import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ADMIN_REASON_MESSAGES, guardMessage } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { QueryState } from '@hub/shared/ui';
import { useReasonLists } from '../features/reasons/api/reason-lists';
import { ReasonListEditor } from '../features/reasons/components/reason-list-editor';
import { REASON_TEXTS } from '../features/reasons/texts';

/** /admin/reasons: every reason list the flows offer (docs/areas/reason-lists.md), each edited and saved on its own. Admin only. */
export function ReasonsPage() {
  const { isAdmin } = useRoleFlags();
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Title order={2}>{REASON_TEXTS.title}</Title>
      {isAdmin ? (
        <ReasonLists />
      ) : (
        <Alert color="red" role="alert">
          {guardMessage('admin')}
        </Alert>
      )}
    </Stack>
  );
}

function ReasonLists() {
  const lists = useReasonLists();
  return (
    <>
      <Text c="dimmed">{REASON_TEXTS.intro}</Text>
      <QueryState query={lists} what="reason lists" errorText={ADMIN_REASON_MESSAGES.loadFailed}>
        {(d) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" aria-busy={lists.isFetching}>
            {d.lists.map((l) => (
              // A list saved (here or by another admin, on a refetch) starts its editor again from the server's list.
              <ReasonListEditor key={`${l.listKey}:${JSON.stringify(l.entries)}`} list={l} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </>
  );
}
