import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { BottomDrawer } from './BottomDrawer';

describe('BottomDrawer', () => {
  it("shows 'Operation in progress..' by default", () => {
    renderWithProviders(<BottomDrawer opened />);
    expect(screen.getByText('Operation in progress..')).toBeInTheDocument();
  });

  it('shows a caller message and content', () => {
    renderWithProviders(
      <BottomDrawer opened message="OFD Operation In Progress">
        <p>3 zones</p>
      </BottomDrawer>,
    );
    expect(screen.getByText('OFD Operation In Progress')).toBeInTheDocument();
    expect(screen.getByText('3 zones')).toBeInTheDocument();
  });

  it('cannot be dismissed with Escape unless the caller allows it', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithProviders(<BottomDrawer opened />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Operation in progress..')).toBeInTheDocument();
    rerender(<BottomDrawer opened onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<BottomDrawer opened={false} />);
    expect(screen.queryByText('Operation in progress..')).not.toBeInTheDocument();
  });
});
