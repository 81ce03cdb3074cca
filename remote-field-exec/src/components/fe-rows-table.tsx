import { Box, Table, Text } from '@mantine/core';
import { type HTMLAttributes, type ReactNode, useDeferredValue } from 'react';

/** What every FE row shows first: id, name and phone. */
export interface FeIdentity {
  id: string;
  name: string;
  phoneNumber: string;
}

type DataAttributes = Record<`data-${string}`, string | undefined>;

export interface FeRowsTableProps<T extends FeIdentity> {
  /** Rows to show; required. */
  rows: readonly T[];
  /** Column titles after FE ID, Name and Phone Number; required. */
  moreColumns: readonly string[];
  /** Cells for `moreColumns`, in order; required. */
  renderMore: (fe: T) => ReactNode;
  /** Text of the one row shown when there are no rows; required. */
  emptyText: string;
  /** Table width below which it scrolls sideways, px; required. */
  minWidth: number;
  /** Attributes of the scroll box (test and measurement hooks); default none. */
  boxProps?: DataAttributes & HTMLAttributes<HTMLDivElement>;
  /** Attributes of each row; default none. */
  rowProps?: (fe: T) => DataAttributes;
  /** Table look; default striped. */
  highlightOnHover?: boolean;
}

/** Rows rendered with the table's first paint (more than a 390x844 screen shows). */
const FIRST_ROWS = 12;

/**
 * The FE tables' one frame: FE ID, Name, Phone Number, then the caller's columns. It scrolls sideways on a phone in a
 * native box (Mantine's Table.ScrollContainer brings ScrollArea and floating-ui, ~12 kB gzip on the route).
 */
export function FeRowsTable<T extends FeIdentity>({
  rows,
  moreColumns,
  renderMore,
  emptyText,
  minWidth,
  boxProps,
  rowProps,
  highlightOnHover = false,
}: FeRowsTableProps<T>) {
  const columns = ['FE ID', 'Name', 'Phone Number', ...moreColumns];
  // A page is up to 50 rows of Mantine cells and buttons: the first rows a phone shows come at once, the rest in a
  // background render React slices, so mounting the table is not one long task (TBT, issue 11).
  const shown = useDeferredValue(rows, rows.slice(0, FIRST_ROWS));
  return (
    // Until every row is on screen the box does not claim to show the results of a term (tests and bench:fe wait on it).
    // The box scrolls sideways: it takes focus itself (a labelled region), so a keyboard reaches the hidden columns even
    // when no row has a button in it (the list without actions, for users who do not manage FEs).
    <Box
      role="region"
      aria-label="Field executives"
      tabIndex={0}
      {...boxProps}
      {...(shown === rows ? {} : { 'data-results-for': undefined })}
      style={{ overflowX: 'auto' }}
    >
      <Table miw={minWidth} striped highlightOnHover={highlightOnHover} verticalSpacing="xs" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            shown.map((fe) => (
              <Table.Tr key={fe.id} {...rowProps?.(fe)}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {fe.id}
                </Table.Td>
                <Table.Td>{fe.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fe.phoneNumber}</Table.Td>
                {renderMore(fe)}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
