import { type ResolvedRemote } from './registry';
import { RemoteLoader, type FederationRuntime, type ShellResolution } from './remote-loader';
import { switchHub } from './switch-hub';

const URL_ = 'http://x/console/remote-registry.json';
const remote = (name: string, version: string, over: Partial<ResolvedRemote> = {}): ResolvedRemote => ({
  name,
  entry: `http://x/console/releases/${name}/${version}/mf-manifest.json`,
  version,
  routes: [`/${name}`],
  rule: 'live',
  ...over,
});
// Opened on a Hyderabad page: Hub Ops 1.1.0 live, its canary 1.2.0 runs for Bengaluru only.
const current: ShellResolution = {
  url: URL_,
  environment: 'prod',
  pinning: false,
  hub: 'HUB-HYD-02',
  hubRules: true,
  pins: [],
  refusals: [],
  remotes: [remote('hubops', '1.1.0', { canary: { version: '1.2.0', hubs: ['HUB-BLR-01'] } }), remote('venus', '1.0.0')],
};
/** What the server answers for ?hub=HUB-BLR-01: the canary for Hub Ops. */
const forBlr = {
  schemaVersion: 1,
  environment: 'prod',
  pinning: false,
  hub: 'HUB-BLR-01',
  remotes: {
    hubops: { entry: 'releases/hubops/1.2.0/mf-manifest.json', version: '1.2.0' },
    venus: { entry: 'releases/venus/1.0.0/mf-manifest.json', version: '1.0.0' },
  },
  routes: { hubops: ['/hubops', '/hubops/new'], venus: ['/venus'] },
  rules: { hubops: { rule: 'canary', live: '1.1.0', canary: { version: '1.2.0', hubs: ['HUB-BLR-01'] } } },
};

function setup(loadFirst: boolean) {
  const loadRemote = jest.fn().mockResolvedValue({ remoteModule: { name: 'hubops', screens: [], navEntries: [] } });
  const rt = { registerRemotes: jest.fn(), loadRemote } as unknown as FederationRuntime;
  const loader = new RemoteLoader(Promise.resolve(current), { runtime: rt });
  const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => forBlr });
  const location = { pathname: '/console/hubs', search: '?hubId=HUB-BLR-01', reload: jest.fn() };
  return { loader, fetchImpl, location, loadFirst };
}

describe('a page of this tab moves to another hub (canaries)', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks the server for that hub and, with the remote not loaded yet, loads the canary and serves its routes', async () => {
    const { loader, fetchImpl, location } = setup(false);
    await loader.resolution;
    const result = await switchHub(loader, current, 'HUB-BLR-01', 'k', { fetchImpl: fetchImpl as unknown as typeof fetch, location });
    expect(result).toBe('replaced');
    expect(fetchImpl).toHaveBeenCalledWith(`${URL_}?hub=HUB-BLR-01`, expect.objectContaining({ cache: 'no-cache' }));
    const state = loader.getState();
    expect(state.status === 'ready' && state.value.hub).toBe('HUB-BLR-01');
    expect(state.status === 'ready' && state.value.remotes[0]).toMatchObject({ version: '1.2.0', rule: 'canary', routes: ['/hubops', '/hubops/new'] });
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads the page, once, when a remote already loaded must change', async () => {
    const { loader, fetchImpl, location } = setup(true);
    await loader.load('hubops');
    const opts = { fetchImpl: fetchImpl as unknown as typeof fetch, location };
    expect(await switchHub(loader, current, 'HUB-BLR-01', 'k', opts)).toBe('reloaded');
    expect(location.reload).toHaveBeenCalledTimes(1);
    // Still not in step after that reload (the server answered otherwise): no second reload, the tab keeps running.
    expect(await switchHub(loader, current, 'HUB-BLR-01', 'k', opts)).toBe('replaced');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps a QA pin whatever the hub', async () => {
    const { loader, fetchImpl, location } = setup(false);
    const pinned = { ...current, remotes: [remote('hubops', '1.0.0', { pinned: true, liveVersion: '1.1.0' }), remote('venus', '1.0.0')] };
    await switchHub(loader, pinned, 'HUB-BLR-01', 'k', { fetchImpl: fetchImpl as unknown as typeof fetch, location });
    const state = loader.getState();
    expect(state.status === 'ready' && state.value.remotes[0]).toMatchObject({ version: '1.0.0', pinned: true });
  });

  it('keeps what runs when the registry cannot be read, and does not ask again for that hub', async () => {
    const { loader, location } = setup(false);
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await switchHub(loader, current, 'HUB-BLR-01', 'k', { fetchImpl: fetchImpl as unknown as typeof fetch, location })).toBe('kept');
    const state = loader.getState();
    expect(state.status === 'ready' && state.value).toMatchObject({ hub: 'HUB-BLR-01', remotes: current.remotes });
  });
});
