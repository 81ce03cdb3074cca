import { canClose, closeButtonLabel, closeWarning, taskDateLabel } from './psv-rules';

describe('PSV card rules', () => {
  it('offers Close only for CREATED or PROCESSING tasks', () => {
    expect(canClose('CREATED')).toBe(true);
    expect(canClose('PROCESSING')).toBe(true);
    expect(canClose('PROCESSED')).toBe(false);
    expect(canClose('ABANDONED')).toBe(false);
  });
  it('reads "Close Task & Mark Remaining as Lost" with a warning while totes are pending, else "Close Task"', () => {
    expect(closeButtonLabel(3)).toBe('Close Task & Mark Remaining as Lost');
    expect(closeWarning(3)).toBe('3 totes are still pending verification');
    expect(closeButtonLabel(0)).toBe('Close Task');
    expect(closeWarning(0)).toBeNull();
  });
  it("dates a card 'DD MMM YY', with 'Today, ' when it is today", () => {
    const now = new Date(2026, 10, 23, 15, 0).getTime();
    expect(taskDateLabel(new Date(2026, 10, 23, 9, 5).toISOString(), now)).toBe('Today, 23 Nov 26');
    expect(taskDateLabel(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toBe('20 Nov 26');
  });
});
