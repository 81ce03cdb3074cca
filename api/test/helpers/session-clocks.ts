/**
 * The clocks the session plugin reads, moved by hand instead of slept through: `Date` (a session's expiry, cached or
 * read from its row) through jest's fake timers, and `performance.now` (the session cache's ttl). lru-cache keeps the
 * `performance` object it found when it was imported, so jest faking the global (which swaps in another object) would
 * not reach it: `now` is shifted on that very object. Timers, ticks and I/O stay real (the database needs them).
 * A test file calls `afterEach(restoreClocks)`.
 */
const realPerformanceNow = performance.now.bind(performance);
let shiftedMs = 0;

export const fakeClocks = () => {
  shiftedMs = 0;
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.spyOn(performance, 'now').mockImplementation(() => realPerformanceNow() + shiftedMs);
};

/** Moves both clocks `ms` on at once. */
export const moveClocks = (ms: number) => {
  shiftedMs += ms;
  jest.setSystemTime(Date.now() + ms);
};

export const restoreClocks = () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
};
