import { API_CACHE } from '../sw/sw-rules';
import { clearDeviceCopies } from './device-copies';
import { onSessionEnded } from './session-ended';

describe('a 401 from the api (the session ended or expired)', () => {
  it('drops the device’s copies of api answers and signs out once', async () => {
    const clear = jest.fn(() => Promise.resolve());
    const signOut = jest.fn();
    let signedIn = true;
    const session = {
      signedIn: () => signedIn,
      signOut: () => {
        signOut();
        signedIn = false;
      },
    };
    await onSessionEnded(session, clear);
    await onSessionEnded(session, clear);
    expect(signOut).toHaveBeenCalledTimes(1);
    // Cleared every time: a 401 seen before the session was read (an app opened after its session expired) too.
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('clears the service worker’s api cache by its name, and survives a device without Cache Storage', async () => {
    const deleted: string[] = [];
    const g = globalThis as { caches?: unknown };
    const before = g.caches;
    g.caches = { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) };
    try {
      await onSessionEnded({ signedIn: () => false, signOut: () => undefined });
      expect(deleted).toEqual([API_CACHE]);
      g.caches = { delete: () => Promise.reject(new Error('insecure context')) };
      await expect(clearDeviceCopies()).resolves.toBeUndefined();
    } finally {
      g.caches = before;
    }
  });
});
