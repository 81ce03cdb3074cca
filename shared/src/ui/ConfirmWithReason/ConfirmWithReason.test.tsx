import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '../../api';
import { renderWithProviders } from '../../testing';
import { ConfirmWithReason } from './ConfirmWithReason';

const reasonSchema = z.string().trim().min(10, 'Reason must be at least 10 characters');

function open(props: Partial<Parameters<typeof ConfirmWithReason>[0]> = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <ConfirmWithReason
      opened
      title="Deactivate Field Executive"
      confirmLabel="Deactivate"
      reasonSchema={reasonSchema}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      <p>Deactivate FE-1 (Ravi)?</p>
    </ConfirmWithReason>,
  );
  return { onConfirm: (props.onConfirm as jest.Mock | undefined) ?? onConfirm, onClose };
}

describe('ConfirmWithReason', () => {
  it('refuses a reason the schema refuses, under the field, and confirms nothing', () => {
    const { onConfirm } = open();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' short ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(screen.getByText('Reason must be at least 10 characters')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the parsed (trimmed) reason', async () => {
    const { onConfirm } = open();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '  Moved to another city ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Moved to another city'));
  });

  it("keeps the dialog open with the server's message when the action is refused", async () => {
    const onConfirm = jest.fn().mockRejectedValue(new ApiError(409, { message: 'Only active Field Executives can be deactivated' }, 'x'));
    open({ onConfirm });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Moved to another city' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only active Field Executives can be deactivated');
  });

  it('offers a fixed list of reasons as a select and needs one chosen', () => {
    const { onConfirm } = open({
      reasonSchema: undefined,
      reasons: [{ value: 'DAMAGED', label: 'Product Damaged' }],
      reasonLabel: 'Shortfall Reason',
      confirmLabel: 'Confirm',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Shortfall Reason is required')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
