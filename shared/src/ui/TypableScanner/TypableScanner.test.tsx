import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { TypableScanner } from './TypableScanner';

describe('TypableScanner', () => {
  it('submits the typed text with Enter and clears the field, keeping it focused', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<TypableScanner onSubmit={onSubmit} label="Scan Tote Barcode" autoFocus />);
    const field = screen.getByLabelText('Scan Tote Barcode');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'TT000A0001' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('TT000A0001');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('submits with the Submit button, which is disabled while the field is blank', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<TypableScanner onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Scan or type code'), { target: { value: 'CTAB123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('CTAB123');
  });

  it('offers the camera when asked to', () => {
    const onCameraClick = jest.fn();
    renderWithProviders(<TypableScanner onSubmit={() => {}} onCameraClick={onCameraClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open camera scanner' }));
    expect(onCameraClick).toHaveBeenCalled();
  });
});
