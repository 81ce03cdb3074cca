import { wedgeKeys } from './wedge';

describe('wedgeKeys', () => {
  it('types the text and Enter as one burst stamped 5 ms apart, whatever the real clock does', () => {
    const seen: Array<[string, number]> = [];
    const listener = (e: Event) => seen.push([(e as KeyboardEvent).key, e.timeStamp]);
    document.body.addEventListener('keydown', listener);
    try {
      wedgeKeys('TT01');
    } finally {
      document.body.removeEventListener('keydown', listener);
    }
    expect(seen.map(([k]) => k)).toEqual(['T', 'T', '0', '1', 'Enter']);
    const t0 = seen[0]![1];
    expect(seen.map(([, t]) => t - t0)).toEqual([0, 5, 10, 15, 20]);
  });
});
