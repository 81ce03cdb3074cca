import { fetchRegistry, registryUrl, resolveRegistry } from './registry';

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
      { name: 'hubops', entry: 'http://localhost:4800/console/remotes/hubops/mf-manifest.json' },
      { name: 'totes', entry: 'https://cdn.example.com/totes/1.2.0/mf-manifest.json', version: '1.2.0' },
    ]);
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
