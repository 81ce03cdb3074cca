import { applyPins, checkPin, parsePinParam, pinLink, readStoredPins, satisfiesRange, writeStoredPins } from './pins';
import { type RegistryDocument } from './registry';

const REGISTRY = 'http://localhost:4800/console/remote-registry.json';
const doc = (over: Partial<RegistryDocument> = {}): RegistryDocument => ({
  url: REGISTRY,
  environment: 'staging',
  pinning: true,
  hubRules: false,
  remotes: [
    { name: 'hubops', entry: 'http://localhost:4800/console/releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0', routes: ['/hubs'], rule: 'live' },
    { name: 'totes', entry: 'http://localhost:4800/console/remotes/totes/mf-manifest.json', routes: ['/hubs/:hubId/toteManagement'], rule: 'shell' },
  ],
  ...over,
});

/** A release store with hubops 1.0.0 (compatible) and hubops 0.9.0 (needs a Mantine export the shell lacks). */
function storeFetch(): jest.Mock {
  const files: Record<string, unknown> = {
    'http://localhost:4800/console/build-info.json': { shared: { react: { version: '19.3.1' }, '@mantine/core': { version: '9.7.3' } } },
    'http://localhost:4800/console/shared-exports.json': { shared: { '@mantine/core': ['Button', 'Text'] } },
    'http://localhost:4800/console/releases/hubops/1.0.0/release.json': { version: '1.0.0', routes: ['/hubs', '/hubs/:hubId/newScreen'] },
    // A version that claims a route of Tote Management.
    'http://localhost:4800/console/releases/hubops/1.3.0/release.json': { version: '1.3.0', routes: ['/hubs', '/hubs/:id/toteManagement'] },
    'http://localhost:4800/console/releases/hubops/1.0.0/build-info.json': { shared: { react: { requiredVersion: '^19.3.1' } } },
    'http://localhost:4800/console/releases/hubops/1.0.0/shared-exports.json': { shared: { '@mantine/core': ['Button'] } },
    'http://localhost:4800/console/releases/hubops/0.9.0/release.json': { version: '0.9.0' },
    'http://localhost:4800/console/releases/hubops/0.9.0/shared-exports.json': { shared: { '@mantine/core': ['Button', 'Spoiler'] } },
    'http://localhost:4800/console/releases/hubops/0.8.0/release.json': { version: '0.8.0' },
    'http://localhost:4800/console/releases/hubops/0.8.0/build-info.json': { shared: { react: { requiredVersion: '^18.2.0' } } },
  };
  return jest.fn(async (url: string) =>
    url in files ? { ok: true, status: 200, json: async () => files[url] } : { ok: false, status: 404, json: async () => ({}) },
  );
}

describe('QA pins', () => {
  it('parses remote@version pairs and refuses anything else, URLs included', () => {
    expect(parsePinParam('hubops@1.4.2,totes@1.2.0')).toEqual({
      pins: [
        { remote: 'hubops', version: '1.4.2' },
        { remote: 'totes', version: '1.2.0' },
      ],
      refusals: [],
    });
    expect(parsePinParam('https://evil.example/x.json,hubops@latest').refusals).toEqual([
      'Pin "https://evil.example/x.json" refused: write it as remote@version, e.g. hubops@1.4.2 (only released versions, never a URL).',
      'Pin hubops@latest refused: "latest" is not a release version (x.y.z).',
    ]);
  });

  it('accepts a released version and points the remote at it, keeping the live version', async () => {
    const r = await applyPins(doc(), 'hubops@1.0.0', [], storeFetch() as unknown as typeof fetch);
    expect(r.refusals).toEqual([]);
    expect(r.pins).toEqual([{ remote: 'hubops', version: '1.0.0', routes: ['/hubs', '/hubs/:hubId/newScreen'] }]);
    expect(r.remotes[0]).toEqual({
      name: 'hubops',
      entry: 'http://localhost:4800/console/releases/hubops/1.0.0/mf-manifest.json',
      version: '1.0.0',
      // The routes the pinned version declares: this tab serves its new screen.
      routes: ['/hubs', '/hubs/:hubId/newScreen'],
      liveVersion: '1.1.0',
      pinned: true,
      rule: 'live',
    });
  });

  it('refuses a pin whose routes another remote serves, and a stored pin that clashes since', async () => {
    const r = await applyPins(doc(), 'hubops@1.3.0', [], storeFetch() as unknown as typeof fetch);
    expect(r.pins).toEqual([]);
    expect(r.refusals).toEqual(['Pin hubops@1.3.0 refused: it claims /hubs/:id/toteManagement, which totes serves here (/hubs/:hubId/toteManagement).']);
    expect(r.remotes).toEqual(doc().remotes);
    const stored = await applyPins(
      doc(),
      null,
      [{ remote: 'hubops', version: '1.3.0', routes: ['/hubs/:id/toteManagement'] }],
      storeFetch() as unknown as typeof fetch,
    );
    expect(stored.pins).toEqual([]);
    expect(stored.refusals).toHaveLength(1);
  });

  it('refuses a version that is not in the release store, saying which pin and why', async () => {
    const r = await applyPins(doc(), 'hubops@9.9.9', [], storeFetch() as unknown as typeof fetch);
    expect(r.pins).toEqual([]);
    expect(r.refusals).toEqual(['Pin hubops@9.9.9 refused: version 9.9.9 of hubops is not in the release store.']);
  });

  it('refuses an unknown remote', async () => {
    const r = await applyPins(doc(), 'payments@1.0.0', [], storeFetch() as unknown as typeof fetch);
    expect(r.refusals).toEqual(['Pin payments@1.0.0 refused: payments is not a remote of this shell.']);
  });

  it('refuses every pin where pinning is off (prod) and drops stored ones', async () => {
    const r = await applyPins(
      doc({ environment: 'prod', pinning: false }),
      'hubops@1.0.0',
      [{ remote: 'hubops', version: '1.0.0' }],
      storeFetch() as unknown as typeof fetch,
    );
    expect(r.pins).toEqual([]);
    expect(r.refusals).toEqual(['Pin hubops@1.0.0 refused: pinning is off in prod.']);
  });

  it('refuses a release that needs a shared export or a singleton version this shell does not provide', async () => {
    const f = storeFetch() as unknown as typeof fetch;
    const host = { versions: { react: '19.3.1' }, exports: { '@mantine/core': ['Button', 'Text'] } };
    expect(await checkPin({ remote: 'hubops', version: '0.9.0' }, REGISTRY, host, f)).toBe(
      'Pin hubops@0.9.0 refused: it needs @mantine/core exports Spoiler that this shell does not provide.',
    );
    expect(await checkPin({ remote: 'hubops', version: '0.8.0' }, REGISTRY, host, f)).toBe(
      'Pin hubops@0.8.0 refused: it requires react ^18.2.0 but this shell provides 19.3.1.',
    );
  });

  it('keeps pins for the tab session and builds the link that reproduces them', () => {
    writeStoredPins(sessionStorage, [{ remote: 'hubops', version: '1.0.0', routes: ['/hubs'] }]);
    expect(readStoredPins(sessionStorage)).toEqual([{ remote: 'hubops', version: '1.0.0', routes: ['/hubs'] }]);
    sessionStorage.setItem('hub.pins', JSON.stringify([{ remote: 'hubops', version: '1.0.0', routes: 'not a list' }]));
    expect(readStoredPins(sessionStorage)).toEqual([{ remote: 'hubops', version: '1.0.0' }]);
    writeStoredPins(sessionStorage, []);
    expect(readStoredPins(sessionStorage)).toEqual([]);
    expect(
      pinLink('http://localhost:4800/console/hubs?x=1', [
        { remote: 'hubops', version: '1.0.0' },
        { remote: 'totes', version: '1.2.0' },
      ]),
    ).toBe('http://localhost:4800/console/hubs?x=1&pin=hubops@1.0.0,totes@1.2.0');
  });

  it('checks caret, tilde and exact ranges', () => {
    expect(satisfiesRange('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfiesRange('19.3.1', '^18.2.0')).toBe(false);
    expect(satisfiesRange('9.7.3', '9.7.3')).toBe(true);
    expect(satisfiesRange('9.8.0', '~9.7.3')).toBe(false);
    expect(satisfiesRange('0.2.5', '^0.2.1')).toBe(true);
    expect(satisfiesRange('1.0.0', false)).toBe(true);
  });
});
