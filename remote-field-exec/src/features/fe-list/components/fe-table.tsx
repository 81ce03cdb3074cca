import { Box, Button, Group, Table, Text } from '@mantine/core';
import { type FieldExecutiveSummary } from '@hub/shared/contracts';
import { StatusBadge } from '@hub/shared/ui';

/** The empty-state text of the list (spec 001 §2). */
export const FE_EMPTY_TEXT = 'No field executives found.';

export interface FeTableProps {
  /** Rows to show; required. */
  rows: readonly FieldExecutiveSummary[];
  /** Search term the rows answer, kept on the table for measurement and tests; null while older rows stand in; default ''. */
  resultsFor?: string | null;
  /** Opens the edit modal of an active FE; required. */
  onEdit: (fe: FieldExecutiveSummary) => void;
  /** Opens the deactivate confirmation of an active FE; required. */
  onDeactivate: (fe: FieldExecutiveSummary) => void;
}

/**
 * FE table: FE ID, Name, Phone Number, PAN Number, Status, Actions. It scrolls sideways on a phone (the id column
 * stays put) instead of squeezing six columns into 390 px; Edit and Deactivate only for ACTIVE rows.
 */
export function FeTable({ rows, resultsFor = '', onEdit, onDeactivate }: FeTableProps) {
  return (
    // A native sideways scroll (not Table.ScrollContainer, whose ScrollArea and floating-ui cost the route ~12 kB gzip).
    <Box data-fe-table data-results-for={resultsFor ?? undefined} style={{ overflowX: 'auto' }}>
      <Table miw={720} striped highlightOnHover verticalSpacing="xs" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>FE ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Phone Number</Table.Th>
            <Table.Th>PAN Number</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="lg">
                  {FE_EMPTY_TEXT}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((fe) => (
              <Table.Tr key={fe.id} data-fe-row={fe.id}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {fe.id}
                </Table.Td>
                <Table.Td>{fe.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fe.phoneNumber}</Table.Td>
                <Table.Td ff="monospace">{fe.panNumber}</Table.Td>
                <Table.Td>
                  <StatusBadge status={fe.status} label={fe.status} size="sm" />
                </Table.Td>
                <Table.Td>
                  {fe.status === 'ACTIVE' && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" h={44} variant="light" onClick={() => onEdit(fe)} aria-label={`Edit ${fe.id}`}>
                        Edit
                      </Button>
                      <Button size="xs" h={44} variant="light" color="red" onClick={() => onDeactivate(fe)} aria-label={`Deactivate ${fe.id}`}>
                        Deactivate
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
