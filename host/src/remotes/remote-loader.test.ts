import { type RemoteModule } from '@hub/tooling/remote-contract';
import { RemoteLoader, type FederationRuntime, type ShellResolution } from './remote-loader';
import { failurePhase } from './remote-status';

const resolution: ShellResolution = {
  url: 'http://x/console/remote-registry.json',
  environment: 'staging',
  pinning: true,
  hubRules: false,
  pins: [],
  refusals: [],
  remotes: [{ name: 'hubops', entry: 'http://x/console/releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0', routes: ['/hubs'], rule: 'live' }],
};
const remoteModule: RemoteModule = { name: 'hubops', screens: [], navEntries: [] };
const buildInfo = { name: 'hubops', version: '1.1.0', sha: 'abc1234def', builtAt: '2026-11-21T10:00:00.000Z' };

function runtime(loadRemote: jest.Mock) {
  const registerRemotes = jest.fn();
  return { registerRemotes, rt: { registerRemotes, loadRemote } as unknown as FederationRuntime };
}

describe('RemoteLoader', () => {
  it('retries a failed load with growing delays and a cache-busted manifest, then loads', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'))
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValueOnce({ remoteModule, buildInfo });
    const { registerRemotes, rt } = runtime(loadRemote);
    const sleep = jest.fn().mockResolvedValue(undefined);
    const loader = new RemoteLoader(Promise.resolve(resolution), { runtime: rt, sleep });
    await expect(loader.load('hubops')).resolves.toBe(remoteModule);
    expect(sleep.mock.calls).toEqual([[500], [1500]]);
    expect(registerRemotes).toHaveBeenCalledTimes(3);
    expect(registerRemotes.mock.calls[0][0][0].entry).toBe(resolution.remotes[0]!.entry);
    expect(registerRemotes.mock.calls[1][0][0].entry).toMatch(/mf-manifest\.json\?retry=2-\d+$/);
    expect(registerRemotes.mock.calls[1][1]).toEqual({ force: true });
    const snap = loader.status.getSnapshot();
    expect(snap.remotes.hubops).toEqual({ state: 'loaded', attempts: 3, loaded: buildInfo });
    expect(snap.failures.map((f) => [f.remote, f.version, f.phase, f.attempt])).toEqual([
      ['hubops', '1.1.0', 'manifest', 1],
      ['hubops', '1.1.0', 'chunk', 2],
    ]);
  });

  it('gives up after 3 tries and reports the remote as failed', async () => {
    const loadRemote = jest.fn().mockRejectedValue(new Error('RUNTIME-008 Failed to load script resources.'));
    const { rt } = runtime(loadRemote);
    const loader = new RemoteLoader(Promise.resolve(resolution), { runtime: rt, sleep: async () => undefined });
    await expect(loader.load('hubops')).rejects.toThrow('RUNTIME-008');
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(loader.status.getSnapshot().remotes.hubops?.state).toBe('failed');
    expect(loader.status.getSnapshot().failures.map((f) => f.phase)).toEqual(['entry', 'entry', 'entry']);
  });

  it('reports an unreadable registry as a registry failure', async () => {
    const { rt } = runtime(jest.fn());
    const loader = new RemoteLoader(Promise.reject(new Error('Remote registry answered 500')), { runtime: rt });
    await expect(loader.load('hubops')).rejects.toThrow('answered 500');
    expect(loader.status.getSnapshot().failures[0]).toMatchObject({ remote: 'hubops', phase: 'registry' });
  });

  it('offers the registry as a store (pending, ready, failed) the router reads its routes from', async () => {
    const { rt } = runtime(jest.fn());
    const loader = new RemoteLoader(Promise.resolve(resolution), { runtime: rt });
    expect(loader.getState()).toEqual({ status: 'pending' });
    const seen = jest.fn();
    loader.subscribe(seen);
    await loader.resolution;
    expect(loader.getState()).toEqual({ status: 'ready', value: resolution });
    expect(seen).toHaveBeenCalledTimes(1);
    const failed = new RemoteLoader(Promise.reject(new Error('gone')), { runtime: rt });
    await failed.resolution.catch(() => undefined);
    expect(failed.getState()).toMatchObject({ status: 'failed', error: new Error('gone') });
  });

  it('loads the version the server picked for another hub when the remote was not loaded yet', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ remoteModule, buildInfo });
    const { registerRemotes, rt } = runtime(loadRemote);
    const loader = new RemoteLoader(Promise.resolve(resolution), { runtime: rt });
    await loader.resolution;
    const canary = { ...resolution.remotes[0]!, entry: 'http://x/console/releases/hubops/1.2.0/mf-manifest.json', version: '1.2.0', rule: 'canary' as const };
    loader.replaceResolution({ ...resolution, hub: 'HUB-BLR-01', remotes: [canary] });
    expect(loader.isRegistered('hubops')).toBe(false);
    await loader.load('hubops');
    expect(registerRemotes.mock.calls[0][0][0].entry).toBe(canary.entry);
    expect(loader.isRegistered('hubops')).toBe(true);
  });

  it('names the phase of a federation error', () => {
    expect(failurePhase(new Error('RUNTIME-003 Failed to get manifest.'))).toBe('manifest');
    expect(failurePhase(new Error('RUNTIME-008 Failed to load script resources.'))).toBe('entry');
    expect(failurePhase(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe('chunk');
    expect(failurePhase(new Error('hubops does not expose remoteModule'))).toBe('module');
  });
});
