import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@hub/shared/testing';
import { DiscrepancyPanel } from './discrepancy-panel';

const line = { entityId: 'STAGING-01', remaining: 5, earlier: [{ qty: 1, comment: 'Item missing' }] };

describe('DiscrepancyPanel', () => {
  it('starts from the earlier reasons, adds rows, deletes any row but the first, and sends only increases', () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <DiscrepancyPanel line={line} units={2} onUnitsChange={jest.fn()} comments={['Item damaged', 'Item missing']} onSubmit={onSubmit} onClose={jest.fn()} />,
    );
    const panel = screen.getByRole('dialog', { name: 'Edit STAGING-01' });
    expect(within(panel).getByText('Missing: 3')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Reason 1')).toHaveValue('Item missing');
    expect(within(panel).queryByRole('button', { name: 'Delete reason 1' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add reason' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add reason' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete reason 3' }));
    expect(within(panel).queryByLabelText('Reason 3')).toBeNull();
    expect(within(panel).getByLabelText('Reason 2')).toHaveValue('');
    expect(within(panel).getAllByRole('option', { name: 'Select a reason' })).toHaveLength(2);
    fireEvent.change(within(panel).getAllByLabelText('Qty')[1]!, { target: { value: '2' } });
    fireEvent.change(within(panel).getByLabelText('Reason 2'), { target: { value: 'Item damaged' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(2, [{ qty: 2, comment: 'Item damaged' }]);
  });

  it('names an earlier reason the admin switched off since, without offering it on another row', () => {
    renderWithProviders(
      <DiscrepancyPanel line={line} units={2} onUnitsChange={jest.fn()} comments={['Item damaged']} onSubmit={jest.fn()} onClose={jest.fn()} />,
    );
    const panel = screen.getByRole('dialog', { name: 'Edit STAGING-01' });
    expect(within(panel).getByLabelText('Reason 1')).toHaveValue('Item missing');
    expect(within(panel).getByRole('option', { name: 'Item missing' })).toBeDisabled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add reason' }));
    expect(within(within(panel).getByLabelText('Reason 2')).queryByRole('option', { name: 'Item missing' })).toBeNull();
  });

  it('saves without reasons when nothing is missing', () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <DiscrepancyPanel line={{ ...line, earlier: [] }} units={5} onUnitsChange={jest.fn()} comments={[]} onSubmit={onSubmit} onClose={jest.fn()} />,
    );
    expect(screen.queryByLabelText('Reason 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(5, []);
  });
});
