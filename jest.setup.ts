import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor wait up to 5 s, not 1: a page's first render in a file loads its lazy screens, and on a CI machine
// running the api lanes beside the unit tests that alone passed 1 s (a wait ends as soon as it holds: no test is slower).
configure({ asyncUtilTimeout: 5000 });

// react-router 7 needs these in jsdom; Mantine needs ResizeObserver and matchMedia.
Object.assign(globalThis, { TextEncoder, TextDecoder });
class ResizeObserverMock {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverMock });
if (typeof window !== 'undefined') {
  // Width queries are answered from window.innerWidth, so a test sets a viewport by assigning innerWidth.
  window.matchMedia ??= ((query: string) => {
    const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
    const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
    const px = (m: RegExpExecArray) => Number(m[1]) * (m[2] === 'em' ? 16 : 1);
    const width = window.innerWidth;
    const matches = (max ? width <= px(max) : true) && (min ? width >= px(min) : true) && Boolean(max || min);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  // Browsers stamp an event (timeStamp) on the clock performance.now() reads, when it is made; jsdom stamps it on the
  // real wall clock, which jest's fake timers do not move. The keyboard-wedge detector times keys by their stamps.
  const NativeKeyboardEvent = window.KeyboardEvent;
  class StampedKeyboardEvent extends NativeKeyboardEvent {
    constructor(type: string, init?: KeyboardEventInit) {
      super(type, init);
      Object.defineProperty(this, 'timeStamp', { value: performance.now() });
    }
  }
  Object.assign(globalThis, { KeyboardEvent: StampedKeyboardEvent });
  window.KeyboardEvent = StampedKeyboardEvent;
}
