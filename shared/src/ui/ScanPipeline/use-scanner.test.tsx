import { act, renderHook } from '@testing-library/react';
import { useKeyboardWedge } from '../../hooks';
import { type ScanEvent, useScanner } from './use-scanner';

/** A handler whose answers the test releases one by one, to hold scans in flight. */
function deferredHandler() {
  const started: ScanEvent[] = [];
  const releases: Array<() => void> = [];
  let active = 0;
  let maxActive = 0;
  const onScan = jest.fn(async (scan: ScanEvent) => {
    started.push(scan);
    active += 1;
    maxActive = Math.max(maxActive, active);
    await new Promise<void>((resolve) => releases.push(resolve));
    active -= 1;
  });
  return { onScan, started, release: () => releases.shift()?.(), maxActive: () => maxActive };
}

describe('useScanner submissions', () => {
  it('two identical scans 5 ms apart: one accepted, one refused as a duplicate, the handler called once', async () => {
    jest.useFakeTimers();
    const h = deferredHandler();
    const { result } = renderHook(() => useScanner({ onScan: h.onScan, duplicateMessage: 'Duplicate Scan.', feedback: false, toasts: false, listen: false }));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.submit('TT000A0001');
    });
    act(() => {
      jest.advanceTimersByTime(5);
      second = result.current.submit('tt000a0001');
    });
    await act(async () => {});
    expect(h.onScan).toHaveBeenCalledTimes(1);
    await act(async () => {
      h.release();
      await first;
    });
    await act(async () => {
      await second;
    });
    await expect(first).resolves.toEqual({ ok: true });
    await expect(second).resolves.toEqual({ ok: false, message: 'Duplicate Scan.' });
    expect(h.onScan).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('never interleaves handlers: different scans run one at a time, in the order scanned', async () => {
    const h = deferredHandler();
    const { result } = renderHook(() => useScanner({ onScan: h.onScan, feedback: false, toasts: false, listen: false }));
    const done: Array<Promise<unknown>> = [];
    act(() => {
      done.push(result.current.submit('AAA111'), result.current.submit('BBB222'), result.current.submit('CCC333'));
    });
    for (let i = 0; i < 3; i++) {
      await act(async () => {});
      expect(h.started).toHaveLength(i + 1);
      await act(async () => {
        h.release();
        await done[i];
      });
    }
    expect(h.started.map((s) => s.value)).toEqual(['AAA111', 'BBB222', 'CCC333']);
    expect(h.maxActive()).toBe(1);
  });

  it('gives every scan its own id, to send as the Idempotency-Key of the write it causes', async () => {
    const seen: string[] = [];
    const { result } = renderHook(() => useScanner({ onScan: (s) => void seen.push(s.scanId), feedback: false, toasts: false, listen: false }));
    await act(async () => {
      await result.current.submit('AAA111');
      await result.current.submit('AAA111');
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('keeps going after a handler throws', async () => {
    const calls: string[] = [];
    const { result } = renderHook(() =>
      useScanner({
        onScan: (s) => {
          calls.push(s.value);
          if (s.value === 'BAD111') throw new Error('BAD111 not part of manifest');
        },
        feedback: false,
        toasts: false,
        listen: false,
      }),
    );
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.submit('BAD111'), result.current.submit('GOOD22')]);
    });
    expect(outcomes).toEqual([{ ok: false, message: 'BAD111 not part of manifest' }, { ok: true }]);
    expect(calls).toEqual(['BAD111', 'GOOD22']);
  });
});

describe('one owner of the hardware wedge', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const burst = (text: string) => {
    for (const key of [...text, 'Enter']) {
      act(() => {
        jest.advanceTimersByTime(5);
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });
    }
  };

  it('with two scanners mounted, one hardware scan reaches only the one mounted last; ownership returns on unmount', () => {
    const page = jest.fn();
    const dialog = jest.fn();
    renderHook(() => useKeyboardWedge(page));
    const second = renderHook(() => useKeyboardWedge(dialog));
    burst('TT000A0001');
    expect(dialog).toHaveBeenCalledWith('TT000A0001');
    expect(page).not.toHaveBeenCalled();
    second.unmount();
    burst('TT000A0002');
    expect(page).toHaveBeenCalledWith('TT000A0002');
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it('a disabled scanner gives the wedge back to the one before it', () => {
    const page = jest.fn();
    const dialog = jest.fn();
    renderHook(() => useKeyboardWedge(page));
    const second = renderHook(({ enabled }) => useKeyboardWedge(dialog, { enabled }), { initialProps: { enabled: true } });
    second.rerender({ enabled: false });
    burst('CTAB123');
    expect(page).toHaveBeenCalledWith('CTAB123');
    expect(dialog).not.toHaveBeenCalled();
  });
});
