import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_HUB_MESSAGES, guardMessage } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { Modal, QueryState } from '@hub/shared/ui';
import { useAdminHubs } from '../features/hubs/api/get-admin-hubs';
import { AddHubForm } from '../features/hubs/components/add-hub-form';
import { HubCard } from '../features/hubs/components/hub-card';
import { HUB_TEXTS } from '../features/hubs/texts';

/** /admin/hubs: every hub for an admin (who may add one), a hub manager's own hubs; each opens the hub's screen. */
export function HubsPage() {
  const { isAdmin, isHubManager } = useRoleFlags();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{HUB_TEXTS.hubsTitle}</Title>
        {isAdmin && (
          <Button h={44} onClick={() => setAdding(true)}>
            {HUB_TEXTS.addHub}
          </Button>
        )}
      </Group>
      {isAdmin || isHubManager ? (
        <HubList />
      ) : (
        <Alert color="red" role="alert">
          {guardMessage('adminOrHubManager')}
        </Alert>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title={HUB_TEXTS.addHubTitle}>
        {adding && (
          <AddHubForm
            onCreated={(hub) => {
              setAdding(false);
              void navigate(`/admin/hubs/${encodeURIComponent(hub.hubOrgUnitId)}`);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function HubList() {
  const hubs = useAdminHubs();
  return (
    <QueryState
      query={hubs}
      what="hubs"
      errorText={ADMIN_HUB_MESSAGES.loadHubsFailed}
      isEmpty={(d) => d.hubs.length === 0}
      emptyText={ADMIN_HUB_MESSAGES.noHubs}
    >
      {(d) => (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="xs" aria-busy={hubs.isFetching} data-testid="hubs-list">
          {d.hubs.map((h) => (
            <HubCard key={h.hubOrgUnitId} hub={h} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
