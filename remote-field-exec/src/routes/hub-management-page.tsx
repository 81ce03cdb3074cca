import { Alert, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, getErrorMessage } from '@hub/shared/api';
import { FE_MESSAGES, type ActiveFe } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { toast } from '@hub/shared/ui';
import { FePageLayout } from '../components/fe-page-layout';
import { useSearchFieldExecutive } from '../features/fe-search/api/search-field-executive';
import { IdentifierSearch } from '../features/fe-search/components/identifier-search';
import { useActiveFes } from '../features/hub-management/api/get-active-fes';
import { InvalidHubDataError, useEnabledHubs } from '../features/hub-management/api/get-enabled-hubs';
import { useAssignFe, useDeassignFe } from '../features/hub-management/api/assign-fe';
import { ActiveFeTable } from '../features/hub-management/components/active-fe-table';
import { FoundFeCard } from '../features/hub-management/components/found-fe-card';

/** /field-executives/hub-management: hub managers only (spec 001 §2, §5, §6). */
export function HubManagementPage() {
  const { isHubManager } = useRoleFlags();
  return (
    <FePageLayout>
      {isHubManager ? (
        <HubManagement />
      ) : (
        <Alert color="red" role="alert">
          {FE_MESSAGES.hubPermission}
        </Alert>
      )}
    </FePageLayout>
  );
}

function HubManagement() {
  const hubs = useEnabledHubs();
  const [hubId, setHubId] = useState<string | null>(null);
  const [identifier, setIdentifier] = useState<string | null>(null);
  const search = useSearchFieldExecutive(identifier);
  const active = useActiveFes(hubId);
  const assign = useAssignFe();
  const deassign = useDeassignFe();
  const [pendingDeassign, setPendingDeassign] = useState<string | null>(null);

  // The first hub is selected once the list arrives, so the table is never empty for no reason.
  useEffect(() => {
    if (!hubId && hubs.data?.[0]) setHubId(hubs.data[0].orgUnitId);
  }, [hubs.data, hubId]);
  const hubsError = hubs.isError ? (hubs.error instanceof InvalidHubDataError ? FE_MESSAGES.invalidHubData : FE_MESSAGES.loadHubsFailed) : null;
  useEffect(() => {
    if (hubsError) toast.error(hubsError);
  }, [hubsError]);
  const notFound = search.isError && search.error instanceof ApiError && search.error.status === 404;
  useEffect(() => {
    if (notFound) toast.error(FE_MESSAGES.notFound);
  }, [notFound, search.errorUpdatedAt]);
  useEffect(() => {
    if (active.isError) toast.error(FE_MESSAGES.loadFesFailed);
  }, [active.isError]);

  const found = search.data?.fieldExecutive ?? null;
  const assigned = Boolean(found && hubId && (search.data?.assignedHubOrgUnitIds.includes(hubId) || active.data?.activeFes.some((f) => f.id === found.id)));

  // Toasts of both writes come from the query client's one path (the hooks' meta); "already assigned" is the spec's
  // info message, so assign words its own failures.
  const onAssign = () => {
    if (!found || !hubId) return;
    assign.mutate(
      { feId: found.id, hubOrgUnitId: hubId },
      {
        onError: (e) => {
          const message = getErrorMessage(e, FE_MESSAGES.assignFailed);
          if (message === FE_MESSAGES.alreadyAssigned) toast.info(message);
          else toast.error(message);
        },
      },
    );
  };
  const onDeassign = (fe: ActiveFe) => {
    if (!hubId) return;
    setPendingDeassign(fe.id);
    deassign.mutate({ feId: fe.id, hubOrgUnitId: hubId }, { onSettled: () => setPendingDeassign(null) });
  };

  return (
    <Stack gap="md">
      {hubsError ? (
        <Alert color="red" role="alert">
          {hubsError}
        </Alert>
      ) : (
        <Select
          label="Hub"
          placeholder={hubs.isLoading ? 'Loading hubs…' : 'Select a hub'}
          data={(hubs.data ?? []).map((h) => ({ value: h.orgUnitId, label: h.name }))}
          value={hubId}
          onChange={setHubId}
          allowDeselect={false}
          size="md"
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Stack gap="xs">
        <Title order={4}>Search and assign</Title>
        <IdentifierSearch
          loading={search.isFetching}
          onSearch={(id) => {
            // Searching the same identifier again asks the server again (an FE may have been added meanwhile).
            if (id === identifier) void search.refetch();
            else setIdentifier(id);
          }}
        />
        {search.isError &&
          (notFound ? (
            <Text c="red" size="sm" role="alert">
              {FE_MESSAGES.noIdentifierMatch}
            </Text>
          ) : (
            <Text c="red" size="sm" role="alert">
              {getErrorMessage(search.error, FE_MESSAGES.generic)}
            </Text>
          ))}
        {found && !search.isError && <FoundFeCard fe={found} assigned={assigned} noHub={!hubId} loading={assign.isPending} onAssign={() => void onAssign()} />}
      </Stack>
      <Stack gap="xs">
        <Title order={4}>Active field executives</Title>
        {!hubId ? null : active.isError ? (
          <Alert color="red">{FE_MESSAGES.loadFesFailed}</Alert>
        ) : !active.data ? (
          <Group justify="center" p="md">
            <Loader role="status" aria-label="Loading active field executives" />
          </Group>
        ) : (
          <ActiveFeTable rows={active.data.activeFes} pendingId={pendingDeassign} onDeassign={(fe) => void onDeassign(fe)} />
        )}
      </Stack>
    </Stack>
  );
}
