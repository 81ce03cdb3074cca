import { Button, Table, Text } from '@mantine/core';
import { type ActiveFe } from '@hub/shared/contracts';

/** Empty state of a hub with no active FEs. */
export const NO_ACTIVE_FES_TEXT = 'No field executives assigned to this hub.';

export interface ActiveFeTableProps {
  /** The hub's active FEs; required. */
  rows: readonly ActiveFe[];
  /** Deassigns one; required. */
  onDeassign: (fe: ActiveFe) => void;
  /** Id of the FE being deassigned (its button shows busy); default null. */
  pendingId?: string | null;
}

/** The hub's active FEs with a Deassign action; scrolls sideways on a phone. */
export function ActiveFeTable({ rows, onDeassign, pendingId = null }: ActiveFeTableProps) {
  return (
    <Table.ScrollContainer minWidth={480} data-active-fes>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>FE ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Phone Number</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" ta="center" py="md">
                  {NO_ACTIVE_FES_TEXT}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((fe) => (
              <Table.Tr key={fe.id} data-active-fe={fe.id}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {fe.id}
                </Table.Td>
                <Table.Td>{fe.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fe.phoneNumber}</Table.Td>
                <Table.Td>
                  <Button size="xs" h={44} variant="light" color="red" loading={pendingId === fe.id} onClick={() => onDeassign(fe)} aria-label={`Deassign ${fe.id}`}>
                    Deassign
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
