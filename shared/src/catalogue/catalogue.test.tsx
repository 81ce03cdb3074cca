import { act, fireEvent, screen } from '@testing-library/react';
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
});
