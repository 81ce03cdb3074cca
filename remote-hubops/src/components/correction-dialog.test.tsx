import { fireEvent, screen } from '@testing-library/react';
import { CORRECTION_LABELS, CORRECTION_MESSAGES } from '@hub/shared/contracts';
import { renderWithProviders } from '@hub/shared/testing';
import { CorrectionDialog, type CorrectionDialogProps } from './correction-dialog';

const reasons = [
  { code: 'MIS_SCAN', label: 'Mis-scan' },
  { code: 'DOUBLE_COUNT', label: 'Double count' },
];

function open(props: Partial<CorrectionDialogProps> = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <CorrectionDialog
      opened
      title={CORRECTION_LABELS.dialogTitle('LIBLR000000001')}
      maxUnits={3}
      reasons={reasons}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit, onClose };
}
const reason = () => screen.getByRole('combobox', { name: /Reason/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('CorrectionDialog', () => {
  it('starts at 1 unit with the limit named, the CORRECTION reasons to pick from and an optional note', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Correct LIBLR000000001' })).toBeInTheDocument();
    expect(screen.getByText('Units to take back')).toBeInTheDocument();
    expect(screen.getByText('At most 3.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Units to take back' })).toHaveTextContent('1');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a reason', 'Mis-scan', 'Double count']);
    expect(screen.getByLabelText('Note (optional)')).toBeInTheDocument();
  });

  it("refuses to save without a reason, in the contract's words, and sends nothing", () => {
    const { onSubmit } = open();
    save();
    expect(screen.getByText(CORRECTION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the units within 1..max and sends units, reason code and the trimmed note', () => {
    const { onSubmit } = open();
    const plus = screen.getByRole('button', { name: 'Increase Units to take back' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(plus).toBeDisabled();
    fireEvent.change(reason(), { target: { value: 'DOUBLE_COUNT' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: '  counted twice  ' } });
    save();
    expect(onSubmit).toHaveBeenCalledWith({ units: 3, reasonCode: 'DOUBLE_COUNT', note: 'counted twice' });
  });

  it('sends no note when it is blank, and refuses 0 units', () => {
    const { onSubmit } = open();
    fireEvent.change(reason(), { target: { value: 'MIS_SCAN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Units to take back' }));
    save();
    expect(screen.getByText(CORRECTION_MESSAGES.unitsInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase Units to take back' }));
    save();
    expect(onSubmit).toHaveBeenCalledWith({ units: 1, reasonCode: 'MIS_SCAN' });
  });

  it("shows the server's refusal in the dialog, and Save busy while sending", () => {
    open({ error: CORRECTION_MESSAGES.notYourScans, busy: true });
    expect(screen.getByRole('alert')).toHaveTextContent('You can only correct your own scans. Ask a hub manager.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('says when the reasons could not be loaded, and cannot save then', () => {
    open({ reasonsError: true, reasons: [] });
    expect(screen.getByText(CORRECTION_LABELS.reasonsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Cancel closes', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
