import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { SLIDE_UP_TRANSITION_MS, SlideUpPanel } from './SlideUpPanel';

const panel = () => document.querySelector('[data-slide-up-panel]') as HTMLElement | null;

describe('SlideUpPanel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('slides up with a 500 ms transition', () => {
    renderWithProviders(
      <SlideUpPanel opened onClose={() => {}} title="Item details">
        <p>Item body</p>
      </SlideUpPanel>,
    );
    act(() => jest.advanceTimersByTime(20));
    expect(SLIDE_UP_TRANSITION_MS).toBe(500);
    expect(panel()).toHaveAttribute('data-slide-up-panel', 'open');
    expect(panel()!.style.transition).toBe('transform 500ms ease');
    expect(panel()!.style.transform).toBe('translateY(0)');
    expect(screen.getByText('Item body')).toBeInTheDocument();
  });

  it('keeps its content while sliding down and clears it 500 ms after closing', () => {
    const { rerender } = renderWithProviders(
      <SlideUpPanel opened onClose={() => {}}>
        <p>Item body</p>
      </SlideUpPanel>,
    );
    act(() => jest.advanceTimersByTime(20));
    rerender(
      <SlideUpPanel opened={false} onClose={() => {}}>
        <p>Item body</p>
      </SlideUpPanel>,
    );
    expect(panel()).toHaveAttribute('data-slide-up-panel', 'closed');
    act(() => jest.advanceTimersByTime(SLIDE_UP_TRANSITION_MS - 1));
    expect(screen.getByText('Item body')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Item body')).not.toBeInTheDocument();
    expect(panel()).toBeNull();
  });

  it('closes on Escape, the close button and the backdrop', () => {
    const onClose = jest.fn();
    renderWithProviders(
      <SlideUpPanel opened onClose={onClose}>
        x
      </SlideUpPanel>,
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    fireEvent.click(document.querySelector('[data-slide-up-backdrop]')!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
