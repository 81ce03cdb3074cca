import { screen, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import { renderWithProviders } from '@hub/shared/testing';
import { FeRowsTable } from './fe-rows-table';

const fes = Array.from({ length: 50 }, (_, i) => ({ id: `FE-${1000 + i}`, name: `Executive ${i}`, phoneNumber: `98765${String(10000 + i)}` }));

describe('FeRowsTable', () => {
  it('shows every row of a full page (the first rows at once, the rest in a background render), in order', async () => {
    renderWithProviders(
      <FeRowsTable
        rows={fes}
        moreColumns={['Status']}
        renderMore={() => <Table.Td>ACTIVE</Table.Td>}
        emptyText="No field executives found."
        minWidth={480}
        rowProps={(fe) => ({ 'data-fe-row': fe.id })}
      />,
    );
    expect(await screen.findByText('FE-1049')).toBeTruthy();
    const rows = document.querySelectorAll('[data-fe-row]');
    expect(rows).toHaveLength(50);
    expect(within(rows[0] as HTMLElement).getByText('Executive 0')).toBeTruthy();
    expect(rows[49]!.getAttribute('data-fe-row')).toBe('FE-1049');
  });

  it('an empty page says so', () => {
    renderWithProviders(<FeRowsTable rows={[]} moreColumns={[]} renderMore={() => null} emptyText="No field executives found." minWidth={480} />);
    expect(screen.getByText('No field executives found.')).toBeTruthy();
  });
});
