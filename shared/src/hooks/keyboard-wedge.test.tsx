import { act, render, renderHook } from '@testing-library/react';
import { createKeyboardWedgeDetector, useKeyboardWedge } from './keyboard-wedge';
import { useDuplicateScan } from './duplicate-scan';

function press(key: string, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** Types `text` then Enter with `gapMs` between keys (fake clock). */
function typeBurst(text: string, gapMs: number, target?: EventTarget) {
  let enter: KeyboardEvent | undefined;
  for (const ch of [...text, 'Enter']) {
    act(() => {
      jest.advanceTimersByTime(gapMs);
      const e = press(ch === 'Enter' ? 'Enter' : ch, target);
      if (ch === 'Enter') enter = e;
    });
  }
  return enter!;
}

describe('keyboard-wedge detector', () => {
  it('recognises a fast burst ending in Enter as one scan', () => {
    const onScan = jest.fn();
    const d = createKeyboardWedgeDetector(onScan);
    let t = 0;
    for (const ch of 'TT000A0001') d.key(ch, (t += 10));
    expect(d.key('Enter', (t += 10))).toBe(true);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('TT000A0001');
  });
  it('ignores slow typing', () => {
    const onScan = jest.fn();
    const d = createKeyboardWedgeDetector(onScan);
    let t = 0;
    for (const ch of 'TT000A0001') d.key(ch, (t += 150));
    expect(d.key('Enter', (t += 150))).toBe(false);
    expect(onScan).not.toHaveBeenCalled();
  });
  it('needs at least 4 characters and skips Shift', () => {
    const onScan = jest.fn();
    const d = createKeyboardWedgeDetector(onScan);
    d.key('A', 1);
    d.key('B', 2);
    d.key('Enter', 3);
    expect(onScan).not.toHaveBeenCalled();
    let t = 10;
    for (const k of ['Shift', 'C', 'Shift', 'T', '1', '2']) d.key(k, (t += 5));
    d.key('Enter', (t += 5));
    expect(onScan).toHaveBeenCalledWith('CT12');
  });
});

describe('useKeyboardWedge', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('receives a hardware-scanner burst on the screen without a focused field, as one scan', () => {
    const onScan = jest.fn();
    renderHook(() => useKeyboardWedge(onScan));
    const enter = typeBurst('CTAB123', 8);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('CTAB123');
    expect(enter.defaultPrevented).toBe(true);
  });
  it('times keys by when they were typed, not when they were handled: a burst delivered late is still one scan', () => {
    const onScan = jest.fn();
    renderHook(() => useKeyboardWedge(onScan));
    // A scanner types 8 ms apart while the main thread is busy; the queued keys are then handled 200 ms apart.
    const typed = [...'CTAB123', 'Enter'].map((key) => {
      jest.advanceTimersByTime(8);
      return new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    });
    for (const event of typed)
      act(() => {
        jest.advanceTimersByTime(200);
        document.body.dispatchEvent(event);
      });
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('CTAB123');
  });
  it('does not treat slow typing as a scan', () => {
    const onScan = jest.fn();
    renderHook(() => useKeyboardWedge(onScan));
    typeBurst('CTAB123', 120);
    expect(onScan).not.toHaveBeenCalled();
  });
  it('leaves keys typed into a field to that field', () => {
    const onScan = jest.fn();
    const { getByRole } = render(<input aria-label="field" />);
    renderHook(() => useKeyboardWedge(onScan));
    typeBurst('CTAB123', 5, getByRole('textbox'));
    expect(onScan).not.toHaveBeenCalled();
  });
  it('stops listening when disabled or unmounted', () => {
    const onScan = jest.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => useKeyboardWedge(onScan, { enabled }), { initialProps: { enabled: false } });
    typeBurst('CTAB123', 5);
    expect(onScan).not.toHaveBeenCalled();
    rerender({ enabled: true });
    typeBurst('CTAB123', 5);
    expect(onScan).toHaveBeenCalledTimes(1);
    unmount();
    typeBurst('CTAB123', 5);
    expect(onScan).toHaveBeenCalledTimes(1);
  });
});

describe('useDuplicateScan', () => {
  it('accepts a value once and refuses its repeat whatever the case or punctuation', () => {
    const { result } = renderHook(() => useDuplicateScan(['TT000A0001']));
    expect(result.current.isDuplicate('tt000-a0001')).toBe(true);
    let first = false;
    let second = true;
    act(() => {
      first = result.current.accept('ctab123');
      second = result.current.accept('CTAB123');
    });
    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(result.current.count).toBe(2);
    act(() => result.current.forget());
    expect(result.current.count).toBe(0);
  });
});
