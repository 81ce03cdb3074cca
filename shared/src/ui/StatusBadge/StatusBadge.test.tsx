import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['DISPATCHED', 'Dispatched', 'done'],
    ['PARTIALLY_PICKED', 'Partially Picked', 'partial'],
    ['NOT_DISPATCHED', 'Not Dispatched', 'notDone'],
    ['NOT_STARTED', 'Not Started', 'notStarted'],
  ])('shows %s as "%s" in the %s colour', (status, text, tone) => {
    renderWithProviders(<StatusBadge status={status} />);
    expect(screen.getByText(text).closest('[data-status-tone]')).toHaveAttribute('data-status-tone', tone);
  });
});
