import { Button, Group, Table } from '@mantine/core';
import { type FieldExecutiveSummary } from '@hub/shared/contracts';
import { StatusBadge } from '@hub/shared/ui';
import { FeRowsTable } from '../../../components/fe-rows-table';

/** The empty-state text of the list (spec 001 §2). */
export const FE_EMPTY_TEXT = 'No field executives found.';

export interface FeTableProps {
  /** Rows to show; required. */
  rows: readonly FieldExecutiveSummary[];
  /** Search term the rows answer, kept on the table for measurement and tests; null while older rows stand in; default ''. */
  resultsFor?: string | null;
  /** Opens the edit modal of an active FE; default none: without both handlers there is no Actions column. */
  onEdit?: (fe: FieldExecutiveSummary) => void;
  /** Opens the deactivate confirmation of an active FE; default none (see onEdit). */
  onDeactivate?: (fe: FieldExecutiveSummary) => void;
}

/**
 * FE table: FE ID, Name, Phone Number, PAN Number, Status, Actions. It scrolls sideways on a phone (the id column
 * stays put) instead of squeezing six columns into 390 px; Edit and Deactivate only for ACTIVE rows, and only when
 * the page passes them (hub managers: docs/adr/006). PAN and phone are shown as the server sent them (masked for
 * other roles).
 */
export function FeTable({ rows, resultsFor = '', onEdit, onDeactivate }: FeTableProps) {
  const actions = onEdit && onDeactivate ? { onEdit, onDeactivate } : null;
  return (
    <FeRowsTable
      rows={rows}
      moreColumns={actions ? ['PAN Number', 'Status', 'Actions'] : ['PAN Number', 'Status']}
      emptyText={FE_EMPTY_TEXT}
      minWidth={720}
      highlightOnHover
      boxProps={{ 'data-fe-table': '', 'data-results-for': resultsFor ?? undefined }}
      rowProps={(fe) => ({ 'data-fe-row': fe.id })}
      renderMore={(fe) => (
        <>
          <Table.Td ff="monospace">{fe.panNumber}</Table.Td>
          <Table.Td>
            <StatusBadge status={fe.status} label={fe.status} size="sm" />
          </Table.Td>
          {actions && (
            <Table.Td>
              {fe.status === 'ACTIVE' && (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" h={44} variant="light" onClick={() => actions.onEdit(fe)} aria-label={`Edit ${fe.id}`}>
                    Edit
                  </Button>
                  <Button size="xs" h={44} variant="light" color="red" onClick={() => actions.onDeactivate(fe)} aria-label={`Deactivate ${fe.id}`}>
                    Deactivate
                  </Button>
                </Group>
              )}
            </Table.Td>
          )}
        </>
      )}
    />
  );
}
