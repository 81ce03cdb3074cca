import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Catalogue } from './catalogue';

describe('Catalogue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows every shared piece', () => {
    renderWithProviders(<Catalogue />);
    for (const title of [
      'Camera scanner',
      'Typable scanner (inline)',
      'Keyboard-wedge scanner',
      'Page header',
      'Slide to confirm',
      'Toasts',
      'Date selector',
      'Dropdown',
      'Modal',
      'Image viewer',
      'File uploader',
      'Bottom drawer and slide-up panel',
      'Query state',
      'Confirm with reason',
      'Formatting',
      'Validation rules',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it("shows a typed scan as 'Scanned: <VALUE>' and a hardware burst in the wedge demo", async () => {
    renderWithProviders(<Catalogue />);
    const field = screen.getAllByLabelText('Scan or type code')[0]!;
    fireEvent.change(field, { target: { value: 'tt000-a0001' } });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    expect(screen.getByText('Scanned: TT000A0001')).toBeInTheDocument();

    for (const key of [...'CTAB123', 'Enter']) {
      act(() => {
        jest.advanceTimersByTime(5);
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });
    }
    await act(async () => {});
    expect(screen.getByText('Hardware scan: CTAB123')).toBeInTheDocument();
    expect(screen.getByText('Scanned: CTAB123')).toBeInTheDocument();
  });

  it('shows each query state on demand: loader, error with Retry, empty text, content', () => {
    renderWithProviders(<Catalogue />);
    const section = screen.getByRole('region', { name: 'Query state' });
    expect(within(section).getByText('TT000A0001')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'empty' }));
    expect(within(section).getByText('No totes available.')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'loading' }));
    expect(within(section).getByRole('status', { name: 'Loading totes' })).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'error' }));
    expect(within(section).getByText('Failed to load data. Please retry.')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(within(section).getByText('Retry pressed 1 time(s)')).toBeInTheDocument();
  });

  it('confirms a reason chosen from the list and shows it', async () => {
    jest.useRealTimers();
    renderWithProviders(<Catalogue />);
    const section = screen.getByRole('region', { name: 'Confirm with reason' });
    fireEvent.click(within(section).getByRole('button', { name: 'Free-text reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Field Executive' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Left the company' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(section).getByText('Left the company')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
