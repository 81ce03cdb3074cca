/**
 * A hardware scanner's burst on the page: the text's keys and Enter as keydown events, each stamped 5 ms after the
 * one before. The wedge detector reads each key's own timestamp (`shared/src/hooks/keyboard-wedge.ts`), so the burst
 * stays one scan however busy the machine running the test is: stamped by the clock, a key delayed past 50 ms on a
 * loaded CI machine split the scan in two and the test failed for no fault of the screen. Wrap it in `act` (it
 * dispatches synchronously).
 */
export function wedgeKeys(text: string, target: EventTarget = document.body): void {
  // The test setup (jest.setup.ts) stamps a KeyboardEvent with performance.now() when it is made, as browsers do: the
  // clock is held at the burst's pace for each key's creation only.
  const start = performance.now();
  const realNow = performance.now.bind(performance);
  [...text, 'Enter'].forEach((key, i) => {
    let event: KeyboardEvent;
    performance.now = () => start + i * 5;
    try {
      event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    } finally {
      performance.now = realNow;
    }
    target.dispatchEvent(event);
  });
}
