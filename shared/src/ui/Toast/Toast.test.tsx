import { act, screen } from '@testing-library/react';
import { ApiError } from '../../api';
import { renderWithProviders } from '../../testing';
import { toast, TOAST_DURATION } from './toast';

/** Advances the clock in steps so React renders between the close timer and the exit transition. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 50) act(() => jest.advanceTimersByTime(Math.min(50, left)));
}

describe('toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.clean());
    jest.useRealTimers();
  });

  it('shows at the top of the screen and closes after 3000 ms by default', () => {
    renderWithProviders(<div />);
    act(() => void toast.info('Saved draft'));
    expect(screen.getByText('Saved draft')).toBeInTheDocument();
    expect(document.querySelector('[data-position="top-center"]')).toContainElement(screen.getByText('Saved draft'));
    wait(TOAST_DURATION.default - 50);
    expect(screen.getByText('Saved draft')).toBeInTheDocument();
    wait(1000);
    expect(screen.queryByText('Saved draft')).not.toBeInTheDocument();
  });

  it('takes a duration per call: 2 s successes, 10 s close errors', () => {
    expect(TOAST_DURATION).toEqual({ default: 3000, success: 2000, closeError: 10000 });
    renderWithProviders(<div />);
    act(() => {
      toast.success('Tote scanned', { duration: TOAST_DURATION.success });
      toast.error('Close failed', { duration: TOAST_DURATION.closeError });
    });
    wait(2500);
    expect(screen.queryByText('Tote scanned')).not.toBeInTheDocument();
    expect(screen.getByText('Close failed')).toBeInTheDocument();
    wait(8000);
    expect(screen.queryByText('Close failed')).not.toBeInTheDocument();
  });

  it("shows an API error through the spec's error helper", () => {
    renderWithProviders(<div />);
    act(() => void toast.apiError(new ApiError(400, { message: '', errors: ['Invalid hub ID, please check again'] }, '')));
    expect(screen.getByText('Invalid hub ID, please check again')).toBeInTheDocument();
    act(() => void toast.apiError({}));
    expect(screen.getByText('Something went wrong. Please re-try.')).toBeInTheDocument();
  });
});
