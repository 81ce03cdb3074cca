import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyScreen, usePrefetchWhenIdle } from './index';

/** The area's error boundary, as the shell's: shows the error with a Retry that renders the screen again. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: null })}>
        Retry
      </button>
    );
  }
}

const page = (text: string) => ({ default: () => <p>{text}</p> });
const fail = () => Promise.reject(new Error('ChunkLoadError: Loading chunk 398 failed.'));

describe('lazyScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('loads the screen on first render, once', async () => {
    const load = jest.fn(() => Promise.resolve(page('Tote Management')));
    const Screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    render(<Screen />);
    expect(await screen.findByText('Tote Management')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes its props to a later step of a screen', async () => {
    const Step = lazyScreen(() => Promise.resolve({ default: ({ spaId }: { spaId: string }) => <p>Manifest {spaId}</p> }));
    render(<Step spaId="SPA-1" />);
    expect(await screen.findByText('Manifest SPA-1')).toBeTruthy();
  });

  it('usePrefetchWhenIdle fetches the step once the screen is drawn and idle, not during the render', () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => Promise.resolve(page('Items')));
      const Selection = () => {
        usePrefetchWhenIdle(load);
        return <p>Select Manifest</p>;
      };
      render(<Selection />);
      expect(load).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1000));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries a failed load once more at once (a blip, or a failed preload handed back once)', async () => {
    const load = jest
      .fn()
      .mockImplementationOnce(fail)
      .mockImplementation(() => Promise.resolve(page('Inward Items')));
    const Screen = lazyScreen(load);
    render(
      <Boundary>
        <Screen />
      </Boundary>,
    );
    expect(await screen.findByText('Inward Items')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('after both tries fail, Retry loads again instead of showing the same error (React.lazy keeps a rejection)', async () => {
    let reachable = false;
    const load = jest.fn(() => (reachable ? Promise.resolve(page('Conduct PSV')) : fail()));
    const Screen = lazyScreen(load);
    render(
      <Boundary>
        <Screen />
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(load).toHaveBeenCalledTimes(2);
    reachable = true;
    await act(async () => retry.click());
    expect(await screen.findByText('Conduct PSV')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps its loader, from which the build names the chunk a deep link needs', () => {
    const load = () => Promise.resolve(page('x'));
    expect(lazyScreen(load).load).toBe(load);
  });
});
