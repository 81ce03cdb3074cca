import { fetchRegistry, readInlineRegistry, registryUrl, resolveRegistry } from './registry';
import { resolveShell } from './resolve-shell';

const doc = {
  schemaVersion: 1 as const,
  remotes: {
    hubops: { entry: 'remotes/hubops/mf-manifest.json' },
    totes: { entry: 'https://cdn.example.com/totes/1.2.0/mf-manifest.json', version: '1.2.0' },
  },
};

describe('remote registry', () => {
  it('lives beside the shell under the base path', () => {
    expect(registryUrl('http://localhost:4800', '/console')).toBe('http://localhost:4800/console/remote-registry.json');
  });

  it('resolves relative entries against the registry URL and keeps absolute ones', () => {
    expect(resolveRegistry(doc, 'http://localhost:4800/console/remote-registry.json')).toEqual([
      { name: 'hubops', entry: 'http://localhost:4800/console/remotes/hubops/mf-manifest.json', routes: [], rule: 'shell' },
      { name: 'totes', entry: 'https://cdn.example.com/totes/1.2.0/mf-manifest.json', version: '1.2.0', routes: [], rule: 'live' },
    ]);
  });

  it('reads the routes each remote serves: the composed list, else the entry’s own (a registry file of the store)', () => {
    const url = 'http://localhost:4800/console/remote-registry.json';
    const composed = { ...doc, routes: { hubops: ['/hubs', '/hubs/:hubId/inward'] } };
    expect(resolveRegistry(composed, url).map((r) => [r.name, r.routes])).toEqual([
      ['hubops', ['/hubs', '/hubs/:hubId/inward']],
      ['totes', []],
    ]);
    const file = { schemaVersion: 1 as const, remotes: { totes: { entry: 'releases/totes/1.2.0/mf-manifest.json', version: '1.2.0', routes: ['/x'] } } };
    expect(resolveRegistry(file, url)[0]!.routes).toEqual(['/x']);
  });

  it('says which rule picked a version, and whether a canary runs (then the hub it was picked for)', () => {
    const url = 'http://localhost:4800/console/remote-registry.json';
    const canary = {
      ...doc,
      hub: 'HUB-BLR-01',
      rules: { totes: { rule: 'canary' as const, live: '1.1.0', canary: { version: '1.2.0', hubs: ['HUB-BLR-01'] } } },
    };
    const read = readInlineRegistry(JSON.stringify(canary), url)!;
    expect(read).toMatchObject({ hub: 'HUB-BLR-01', hubRules: true });
    expect(read.remotes[1]).toMatchObject({ rule: 'canary', canary: { version: '1.2.0', hubs: ['HUB-BLR-01'] }, canaryLive: '1.1.0' });
    expect(readInlineRegistry(JSON.stringify(doc), url)).toMatchObject({ hubRules: false });
    expect(readInlineRegistry(JSON.stringify(doc), url)?.hub).toBeUndefined();
  });

  it('is fetched without the HTTP cache', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => doc });
    await fetchRegistry('http://x/console/remote-registry.json', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('http://x/console/remote-registry.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('refuses a document that is not a registry', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ remotes: 'nope' }) });
    await expect(fetchRegistry('http://x/r.json', fetchImpl as unknown as typeof fetch)).rejects.toThrow('not a valid registry document');
  });

  it('reports an unreachable registry', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(fetchRegistry('http://x/r.json', fetchImpl as unknown as typeof fetch)).rejects.toThrow('answered 404');
  });
});

describe('the registry inline in index.html', () => {
  const url = 'http://localhost:4800/console/remote-registry.json';

  it('is read from the page when the server put it there', () => {
    expect(readInlineRegistry(JSON.stringify({ ...doc, environment: 'staging', pinning: true }), url)).toEqual({
      url,
      environment: 'staging',
      pinning: true,
      hubRules: false,
      remotes: resolveRegistry(doc, url),
    });
  });

  it('is null (so the shell fetches it) when missing, not JSON or not a registry', () => {
    expect(readInlineRegistry(undefined, url)).toBeNull();
    expect(readInlineRegistry('', url)).toBeNull();
    expect(readInlineRegistry('{not json', url)).toBeNull();
    expect(readInlineRegistry(JSON.stringify({ remotes: 'nope' }), url)).toBeNull();
  });

  it('spares the fetch when present, and is fetched when not', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => doc });
    const common = {
      registryUrl: url,
      location: { search: '', pathname: '/console/hubs', hash: '' },
      storage: window.sessionStorage,
      history: { replaceState: jest.fn(), state: null },
      fetchImpl: fetchImpl as unknown as typeof fetch,
    };
    const inline = await resolveShell({ ...common, inlineRegistry: JSON.stringify(doc) });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(inline.remotes.map((r) => r.name)).toEqual(['hubops', 'totes']);
    await resolveShell({ ...common, inlineRegistry: null });
    expect(fetchImpl).toHaveBeenCalledWith(url, expect.objectContaining({ cache: 'no-cache' }));
  });
});
