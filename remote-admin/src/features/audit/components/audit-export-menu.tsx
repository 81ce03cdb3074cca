import { Alert, Button, Group, Menu, Stack } from '@mantine/core';
import { type ReactNode } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { AUDIT_MESSAGES } from '@hub/shared/contracts';
import { useAuditExport } from '../api/export-audit';
import { AUDIT_TEXTS } from '../texts';
import { type AuditFilters } from '../utils/audit-filters';

export interface AuditExportMenuProps {
  /** The filters applied (the URL's): the file holds what the list shows; required. */
  filters: AuditFilters;
  /** What stands left of the button on its row (the page's title); default nothing. */
  heading?: ReactNode;
}

/**
 * "Export": the log the filters select as an Excel or CSV file, downloaded in the browser, on one row with the page's
 * heading. Busy while the file comes; a refusal (more entries than one file holds, a hub not the caller's) shows in the
 * server's words under that row, full width, until the next export.
 */
export function AuditExportMenu({ filters, heading }: AuditExportMenuProps) {
  const exporting = useAuditExport(filters);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        {heading}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button h={44} variant="default" loading={exporting.isPending}>
              {AUDIT_TEXTS.export}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item mih={44} onClick={() => exporting.mutate('xlsx')}>
              {AUDIT_TEXTS.exportXlsx}
            </Menu.Item>
            <Menu.Item mih={44} onClick={() => exporting.mutate('csv')}>
              {AUDIT_TEXTS.exportCsv}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {exporting.isError && (
        <Alert color="red" role="alert">
          {getErrorMessage(exporting.error, AUDIT_MESSAGES.exportFailed)}
        </Alert>
      )}
    </Stack>
  );
}
