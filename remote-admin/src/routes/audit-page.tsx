import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { guardMessage } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { AuditFilterForm } from '../features/audit/components/audit-filter-form';
import { AuditList } from '../features/audit/components/audit-list';
import { AUDIT_TEXTS } from '../features/audit/texts';
import { auditFiltersOf, auditFilterValuesOf, auditSearchOf } from '../features/audit/utils/audit-filters';

/**
 * /admin/audit: every administrative change an admin may read (a hub manager: those of their hubs), newest first,
 * filtered by entity, user, hub and days. The filters live in the URL, so a user's "Open in the audit log" link and
 * Back land on the same list.
 */
export function AuditPage() {
  const { isAdmin, isHubManager } = useRoleFlags();
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Title order={2}>{AUDIT_TEXTS.auditTitle}</Title>
      {isAdmin || isHubManager ? (
        <Audit />
      ) : (
        <Alert color="red" role="alert">
          {guardMessage('adminOrHubManager')}
        </Alert>
      )}
    </Stack>
  );
}

function Audit() {
  const [params, setParams] = useSearchParams();
  const values = auditFilterValuesOf(params);
  // The hubs the signed-in user works in (every hub for an admin): the shell's own query, usually already answered.
  const hubs = useQuery(getHubNamesQueryOptions());
  return (
    <>
      <AuditFilterForm values={values} hubs={hubs.data?.hubNames} onApply={(v) => setParams(auditSearchOf(v))} />
      <AuditList filters={auditFiltersOf(values)} />
    </>
  );
}
