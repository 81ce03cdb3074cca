import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { guardMessage } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { AuditExportMenu } from '../features/audit/components/audit-export-menu';
import { AuditFilterForm } from '../features/audit/components/audit-filter-form';
import { AuditList } from '../features/audit/components/audit-list';
import { AUDIT_TEXTS } from '../features/audit/texts';
import { type AuditFilters, auditFiltersOf, type AuditFilterValues, auditFilterValuesOf, auditSearchOf } from '../features/audit/utils/audit-filters';

/**
 * /admin/audit: every change an admin may read (a hub manager: those of their hubs), newest first: administrative
 * actions and every row the api's writes changed (issue 34), filtered by entity, item, user, kind of actor, operation,
 * hub and days, and exported with the same filters. The filters live in the URL, so a user's "Open in the audit log"
 * link and Back land on the same list.
 */
export function AuditPage() {
  const { isAdmin, isHubManager } = useRoleFlags();
  const allowed = isAdmin || isHubManager;
  const [params, setParams] = useSearchParams();
  const values = auditFilterValuesOf(params);
  const filters = auditFiltersOf(values);
  const applied = auditSearchOf(values).toString();
  const title = <Title order={2}>{AUDIT_TEXTS.auditTitle}</Title>;
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      {allowed ? (
        <>
          {/* Keyed by the filters: a refusal of the last export does not outlive the filters it was for. */}
          <AuditExportMenu key={applied} filters={filters} heading={title} />
          <Audit values={values} filters={filters} onApply={(v) => setParams(auditSearchOf(v))} />
        </>
      ) : (
        <>
          {title}
          <Alert color="red" role="alert">
            {guardMessage('adminOrHubManager')}
          </Alert>
        </>
      )}
    </Stack>
  );
}

interface AuditProps {
  values: AuditFilterValues;
  filters: AuditFilters;
  onApply: (values: AuditFilterValues) => void;
}

function Audit({ values, filters, onApply }: AuditProps) {
  // The hubs the signed-in user works in (every hub for an admin): the shell's own query, usually already answered.
  const hubs = useQuery(getHubNamesQueryOptions());
  return (
    <>
      <AuditFilterForm values={values} hubs={hubs.data?.hubNames} onApply={onApply} />
      <AuditList filters={filters} />
    </>
  );
}
