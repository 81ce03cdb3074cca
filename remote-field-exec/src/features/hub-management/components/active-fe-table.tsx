import { Button, Table } from '@mantine/core';
import { type ActiveFe } from '@hub/shared/contracts';
import { FeRowsTable } from '../../../components/fe-rows-table';

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
    <FeRowsTable
      rows={rows}
      moreColumns={['Actions']}
      emptyText={NO_ACTIVE_FES_TEXT}
      minWidth={480}
      boxProps={{ 'data-active-fes': '', 'aria-label': 'Active field executives' }}
      rowProps={(fe) => ({ 'data-active-fe': fe.id })}
      renderMore={(fe) => (
        <Table.Td>
          <Button size="xs" h={44} variant="light" color="red" loading={pendingId === fe.id} onClick={() => onDeassign(fe)} aria-label={`Deassign ${fe.id}`}>
            Deassign
          </Button>
        </Table.Td>
      )}
    />
  );
}
