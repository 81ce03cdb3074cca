import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { isSlideConfirmed, SlideToConfirm, SLIDE_CONFIRM_THRESHOLD, SLIDE_RESET_DELAY_MS } from './SlideToConfirm';

/** Drags the slider with the mouse to `position` (0..100 on a 100 px track) and releases it. */
function dragTo(position: number) {
  const thumb = screen.getByRole('slider');
  const root = thumb.closest('.mantine-Slider-root')!.querySelector('.mantine-Slider-trackContainer') as HTMLElement;
  root.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 52, right: 100, bottom: 52, x: 0, y: 0, toJSON: () => ({}) });
  act(() => {
    fireEvent.mouseDown(root, { clientX: position, clientY: 10 });
    jest.advanceTimersByTime(20); // the slider reads the pointer on the next animation frame
  });
  act(() => {
    fireEvent.mouseUp(document);
    jest.advanceTimersByTime(0); // the release is reported on a 0 ms timeout
  });
}

const valueOf = () => Number(document.querySelector('[data-slide-to-confirm]')!.getAttribute('data-value'));

describe('SlideToConfirm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('confirms at 90 or more of 100', () => {
    expect(SLIDE_CONFIRM_THRESHOLD).toBe(90);
    expect(isSlideConfirmed(89)).toBe(false);
    expect(isSlideConfirmed(90)).toBe(true);
    expect(isSlideConfirmed(100)).toBe(true);
  });

  it('confirms when released at 90 and resets 500 ms later', () => {
    const onConfirm = jest.fn();
    renderWithProviders(<SlideToConfirm onConfirm={onConfirm} label="Swipe to close manifest" />);
    expect(screen.getByText('Swipe to close manifest')).toBeInTheDocument();
    dragTo(90);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(valueOf()).toBe(100);
    act(() => jest.advanceTimersByTime(SLIDE_RESET_DELAY_MS - 1));
    expect(valueOf()).toBe(100);
    act(() => jest.advanceTimersByTime(1));
    expect(SLIDE_RESET_DELAY_MS).toBe(500);
    expect(valueOf()).toBe(0);
  });

  it('springs back without confirming when released at 89', () => {
    const onConfirm = jest.fn();
    renderWithProviders(<SlideToConfirm onConfirm={onConfirm} />);
    dragTo(89);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(valueOf()).toBe(0);
  });

  it('confirms from the keyboard with End and ignores small arrow steps', () => {
    const onConfirm = jest.fn();
    renderWithProviders(<SlideToConfirm onConfirm={onConfirm} />);
    const thumb = screen.getByRole('slider', { name: 'Slide to confirm' });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(valueOf()).toBe(0);
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const onConfirm = jest.fn();
    renderWithProviders(<SlideToConfirm onConfirm={onConfirm} disabled />);
    dragTo(100);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
