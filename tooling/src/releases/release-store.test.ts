/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  approve,
  approvalFor,
  listReleases,
  parseHubs,
  promote,
  prune,
  pruneSelection,
  publishRelease,
  readRegistry,
  registryFile,
  releaseEntry,
  rollback,
  withLock,
} from '../../release-store.mjs';

let store: string;
let build: string;

const HUBOPS = ['/hubs', '/hubs/:hubId/inward'];

function fakeBuild(version: string, routes: string[] = HUBOPS, name = 'hubops') {
  fs.rmSync(build, { recursive: true, force: true });
  fs.mkdirSync(build, { recursive: true });
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(build, 'build-info.json'), JSON.stringify({ name, version, sha: 'abc123', builtAt: '2026-11-21T10:00:00.000Z', routes }));
}

beforeEach(() => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
});
afterEach(() => {
  fs.rmSync(store, { recursive: true, force: true });
  fs.rmSync(build, { recursive: true, force: true });
});

async function publish(version: string, routes: string[] = HUBOPS, remote = 'hubops') {
  fakeBuild(version, routes, remote);
  return publishRelease({ store, remote, version, fromDir: build, by: 'qa' });
}

describe('release store', () => {
  it('publishes immutable versions and refuses to publish one twice', async () => {
    const release = await publish('1.0.0');
    expect(release).toMatchObject({ remote: 'hubops', version: '1.0.0', sha: 'abc123', publishedBy: 'qa', routes: HUBOPS });
    await expect(publish('1.0.0')).rejects.toThrow('hubops 1.0.0 is already published');
    await publish('1.10.0');
    await publish('1.2.0');
    expect(listReleases(store, 'hubops')).toEqual(['1.0.0', '1.2.0', '1.10.0']);
  });

  it('refuses a build whose version is not the one being published', async () => {
    fakeBuild('1.0.0');
    await expect(publishRelease({ store, remote: 'hubops', version: '2.0.0', fromDir: build })).rejects.toThrow('was built as 1.0.0, not 2.0.0');
  });

  it('promotes, records who/when/from/to, and rolls back one step at a time', async () => {
    await publish('1.0.0');
    await publish('1.1.0');
    await publish('1.2.0');
    await promote({ store, env: 'staging', remote: 'hubops', version: '1.0.0', by: 'asha' });
    await promote({ store, env: 'staging', remote: 'hubops', version: '1.1.0', by: 'asha' });
    await promote({ store, env: 'staging', remote: 'hubops', version: '1.2.0', by: 'ravi' });
    expect(readRegistry(store, 'staging').remotes.hubops).toEqual({
      entry: 'releases/hubops/1.2.0/mf-manifest.json',
      version: '1.2.0',
      routes: HUBOPS,
      previous: ['1.0.0', '1.1.0'],
    });
    expect(await rollback({ store, env: 'staging', remote: 'hubops', by: 'ravi' })).toMatchObject({
      action: 'rollback',
      from: '1.2.0',
      to: '1.1.0',
      by: 'ravi',
    });
    await rollback({ store, env: 'staging', remote: 'hubops' });
    expect(readRegistry(store, 'staging').remotes.hubops?.version).toBe('1.0.0');
    await expect(rollback({ store, env: 'staging', remote: 'hubops' })).rejects.toThrow('there is no previous live version');
    const history = readRegistry(store, 'staging').history;
    expect(history.map((h) => `${h.action} ${h.from}->${h.to}`)).toEqual([
      'promote null->1.0.0',
      'promote 1.0.0->1.1.0',
      'promote 1.1.0->1.2.0',
      'rollback 1.2.0->1.1.0',
      'rollback 1.1.0->1.0.0',
    ]);
    expect(history[0]).toMatchObject({ by: 'asha', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // Other environments are untouched.
    expect(readRegistry(store, 'prod').remotes).toEqual({});
  });

  it('refuses to promote a version that is not in the store, or into an unknown environment', async () => {
    await publish('1.0.0');
    await expect(promote({ store, env: 'staging', remote: 'hubops', version: '9.9.9' })).rejects.toThrow('hubops 9.9.9 is not in the release store');
    await expect(promote({ store, env: 'qa', remote: 'hubops', version: '1.0.0' })).rejects.toThrow('Unknown environment "qa"');
  });

  it('applies concurrent promotions one after the other: the document is always whole', async () => {
    await publish('1.0.0');
    await publish('1.1.0');
    await Promise.all([promote({ store, env: 'dev', remote: 'hubops', version: '1.0.0' }), promote({ store, env: 'dev', remote: 'hubops', version: '1.1.0' })]);
    const doc = JSON.parse(fs.readFileSync(registryFile(store, 'dev'), 'utf8'));
    expect(['1.0.0', '1.1.0']).toContain(doc.remotes.hubops.version);
    expect(doc.history).toHaveLength(2);
    expect(fs.readdirSync(path.dirname(registryFile(store, 'dev')))).toEqual(['dev.json']);
  });

  it('waits for a held lock and breaks a stale one', async () => {
    const lock = path.join(store, 'x.lock');
    fs.writeFileSync(lock, 'crashed');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    await expect(withLock(lock, async () => 'ran')).resolves.toBe('ran');
    expect(fs.existsSync(lock)).toBe(false);
  });
});

describe('routes in the registry', () => {
  it('refuses a promotion that claims a route another live remote owns, or drops a spec route, naming both', async () => {
    await publish('1.0.0', ['/venus', '/venus/timeline', '/venus/board'], 'venus');
    await promote({ store, env: 'prod', remote: 'venus', version: '1.0.0' });
    await publish('1.0.0', ['/hubs', '/hubs/:hubId/inward']);
    await publish('1.1.0', ['/hubs', '/hubs/:hubId/inward', '/venus/board']);
    await publish('1.2.0', ['/hubs']);
    await promote({ store, env: 'prod', remote: 'hubops', version: '1.0.0' });
    await expect(promote({ store, env: 'prod', remote: 'hubops', version: '1.1.0' })).rejects.toThrow(
      'hubops 1.1.0 claims /venus/board, which venus 1.0.0 owns (live in prod)',
    );
    await expect(promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0' })).rejects.toThrow(
      'hubops 1.2.0 drops /hubs/:hubId/inward, a route the spec requires (spec 000 §2), which hubops 1.0.0 serves (live in prod)',
    );
    // Refused: the registry is unchanged.
    expect(readRegistry(store, 'prod').remotes.hubops?.version).toBe('1.0.0');
    expect(readRegistry(store, 'prod').history).toHaveLength(2);
  });

  it('checks against the remotes built with the shell where nothing is promoted', async () => {
    const host = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
    try {
      fs.writeFileSync(
        path.join(host, 'remote-registry.json'),
        JSON.stringify({ schemaVersion: 1, remotes: { runsheet: { entry: 'remotes/runsheet/mf-manifest.json', routes: ['/hubs/:hubId/closeRunsheet'] } } }),
      );
      fs.writeFileSync(path.join(host, 'build-info.json'), JSON.stringify({ shared: {} }));
      await publish('1.1.0', [...HUBOPS, '/hubs/:id/closeRunsheet']);
      await expect(promote({ store, env: 'dev', remote: 'hubops', version: '1.1.0', hostDir: host })).rejects.toThrow(
        "hubops 1.1.0 claims /hubs/:id/closeRunsheet, which runsheet owns as /hubs/:hubId/closeRunsheet (the shell's build, in dev)",
      );
    } finally {
      fs.rmSync(host, { recursive: true, force: true });
    }
  });
});

describe('Mantine stylesheets left to the host', () => {
  it('refuses to promote a release onto a host that no longer loads at start a stylesheet the release relies on', async () => {
    const host = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
    try {
      fs.writeFileSync(path.join(host, 'build-info.json'), JSON.stringify({ shared: {} }));
      fs.writeFileSync(path.join(host, 'boot-assets.json'), JSON.stringify({ js: [], css: [], mantineCss: ['Button', 'Text'] }));
      fakeBuild('1.1.0');
      fs.writeFileSync(path.join(build, 'boot-assets.json'), JSON.stringify({ js: [], css: [], hostCss: ['Button', 'Loader'] }));
      await publishRelease({ store, remote: 'hubops', version: '1.1.0', fromDir: build, by: 'qa' });
      await expect(promote({ store, env: 'dev', remote: 'hubops', version: '1.1.0', hostDir: host })).rejects.toThrow(
        'Mantine Loader styles: left to the host, which no longer loads them at start (rebuild the remote against this host)',
      );
      // A host that loads it: promoted.
      fs.writeFileSync(path.join(host, 'boot-assets.json'), JSON.stringify({ js: [], css: [], mantineCss: ['Button', 'Loader', 'Text'] }));
      await expect(promote({ store, env: 'dev', remote: 'hubops', version: '1.1.0', hostDir: host })).resolves.toMatchObject({ to: '1.1.0' });
    } finally {
      fs.rmSync(host, { recursive: true, force: true });
    }
  });
});

describe('canary by hub', () => {
  beforeEach(async () => {
    await publish('1.1.0');
    await publish('1.2.0', [...HUBOPS, '/hubs/:hubId/newScreen']);
    await promote({ store, env: 'prod', remote: 'hubops', version: '1.1.0', by: 'asha' });
  });
  const hubops = () => readRegistry(store, 'prod').remotes.hubops!;

  it('makes a version the canary for some hubs, widens it, then makes it live for all; rollback steps back each time', async () => {
    const first = await promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0', hubs: ['HUB-BLR-01'], by: 'asha' });
    expect(first).toMatchObject({ action: 'promote', from: '1.1.0', to: '1.2.0', hubs: ['HUB-BLR-01'] });
    expect(hubops()).toMatchObject({
      version: '1.1.0',
      canary: { version: '1.2.0', entry: releaseEntry('hubops', '1.2.0'), routes: [...HUBOPS, '/hubs/:hubId/newScreen'], hubs: ['HUB-BLR-01'] },
    });
    const widened = await promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0', hubs: ['HUB-BLR-01', 'HUB-PUN-03'], by: 'asha' });
    expect(widened).toMatchObject({ hubs: ['HUB-BLR-01', 'HUB-PUN-03'], previousHubs: ['HUB-BLR-01'] });
    await expect(promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0', hubs: ['HUB-PUN-03', 'HUB-BLR-01'] })).rejects.toThrow(
      'hubops 1.2.0 is already the canary in prod for HUB-PUN-03, HUB-BLR-01',
    );
    const all = await promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0', by: 'asha' });
    expect(all).toMatchObject({ from: '1.1.0', to: '1.2.0', endedCanary: { version: '1.2.0', hubs: ['HUB-BLR-01', 'HUB-PUN-03'] } });
    expect(hubops()).toMatchObject({ version: '1.2.0', routes: [...HUBOPS, '/hubs/:hubId/newScreen'] });
    expect(hubops().canary).toBeUndefined();
    await expect(promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0', hubs: ['HUB-HYD-02'] })).rejects.toThrow(
      'hubops 1.2.0 is already live in prod for every hub',
    );

    // Rollback: back to the widened canary, then the first canary, then none.
    expect(await rollback({ store, env: 'prod', remote: 'hubops' })).toMatchObject({ from: '1.2.0', to: '1.1.0 + canary 1.2.0 for HUB-BLR-01, HUB-PUN-03' });
    expect(hubops()).toMatchObject({ version: '1.1.0', canary: { version: '1.2.0', hubs: ['HUB-BLR-01', 'HUB-PUN-03'] } });
    await rollback({ store, env: 'prod', remote: 'hubops' });
    expect(hubops().canary?.hubs).toEqual(['HUB-BLR-01']);
    expect(await rollback({ store, env: 'prod', remote: 'hubops' })).toMatchObject({ from: '1.1.0 + canary 1.2.0 for HUB-BLR-01', to: '1.1.0' });
    expect(hubops()).toEqual({ entry: releaseEntry('hubops', '1.1.0'), version: '1.1.0', routes: HUBOPS, previous: [] });
  });

  it('a canary where nothing was promoted yet rolls back to the shell’s build', async () => {
    await promote({ store, env: 'staging', remote: 'hubops', version: '1.2.0', hubs: ['HUB-BLR-01'] });
    expect(readRegistry(store, 'staging').remotes.hubops).toMatchObject({ previous: [{ version: null }], canary: { version: '1.2.0' } });
    expect(await rollback({ store, env: 'staging', remote: 'hubops' })).toMatchObject({ from: "the shell's build + canary 1.2.0 for HUB-BLR-01", to: null });
    expect(readRegistry(store, 'staging').remotes.hubops).toBeUndefined();
  });

  it('reads --hubs as hub ids only', () => {
    expect(parseHubs('HUB-BLR-01, HUB-PUN-03,HUB-BLR-01')).toEqual(['HUB-BLR-01', 'HUB-PUN-03']);
    expect(() => parseHubs(' , ')).toThrow('--hubs names no hub');
    expect(() => parseHubs('HUB-1,../x')).toThrow('"../x" is not a hub id');
  });
});

describe('approval', () => {
  beforeEach(async () => {
    await publish('1.1.0');
    await publish('1.2.0');
    await promote({ store, env: 'prod', remote: 'hubops', version: '1.1.0', by: 'asha' });
  });

  it('applies only to prod, when HUB_PROMOTE_APPROVAL=required', () => {
    expect(approvalFor('prod', 'required')).toBe('required');
    expect(approvalFor('staging', 'required')).toBeUndefined();
    expect(approvalFor('prod', undefined)).toBeUndefined();
    expect(approvalFor('prod', 'no')).toBeUndefined();
  });

  it('records a request, refuses an approval by the requester, applies it for another person and keeps both', async () => {
    const request = await promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0', hubs: ['HUB-BLR-01'], by: 'asha', approval: 'required' });
    expect(request).toMatchObject({ action: 'request', remote: 'hubops', to: '1.2.0', hubs: ['HUB-BLR-01'], by: 'asha' });
    expect(readRegistry(store, 'prod').remotes.hubops?.canary).toBeUndefined();
    expect(readRegistry(store, 'prod').requests).toEqual([{ remote: 'hubops', version: '1.2.0', hubs: ['HUB-BLR-01'], by: 'asha', at: request.at }]);
    await expect(approve({ store, env: 'prod', remote: 'hubops', version: '1.2.0', by: 'asha' })).rejects.toThrow(
      'hubops 1.2.0 was requested by asha: another person must approve it',
    );
    await expect(approve({ store, env: 'prod', remote: 'hubops', version: '1.3.0', by: 'ravi' })).rejects.toThrow(
      'No pending request to promote hubops 1.3.0 in prod (pending: hubops 1.2.0, requested by asha)',
    );
    const approved = await approve({ store, env: 'prod', remote: 'hubops', version: '1.2.0', by: 'ravi' });
    expect(approved).toMatchObject({ action: 'approve', from: '1.1.0', to: '1.2.0', hubs: ['HUB-BLR-01'], by: 'ravi', requestedBy: 'asha' });
    const doc = readRegistry(store, 'prod');
    expect(doc.remotes.hubops?.canary).toMatchObject({ version: '1.2.0', hubs: ['HUB-BLR-01'] });
    expect(doc.requests).toEqual([]);
    expect(doc.history.map((h) => `${h.action} by ${h.by}`)).toEqual(['promote by asha', 'request by asha', 'approve by ravi']);
    await expect(approve({ store, env: 'prod', remote: 'hubops', version: '1.2.0', by: 'ravi' })).rejects.toThrow('No pending request');
  });

  it('refuses a request that could never apply', async () => {
    await expect(promote({ store, env: 'prod', remote: 'hubops', version: '1.1.0', by: 'asha', approval: 'required' })).rejects.toThrow('already live');
    expect(readRegistry(store, 'prod').requests).toBeUndefined();
  });
});

describe('prune', () => {
  it('keeps what is live, canary, requested or on a rollback stack, and the newest N; removes the rest and says so', async () => {
    for (const v of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0', '1.6.0']) await publish(v);
    await publish('2.0.0', ['/venus'], 'venus');
    await publish('2.1.0', ['/venus'], 'venus');
    await promote({ store, env: 'prod', remote: 'hubops', version: '1.1.0' });
    await promote({ store, env: 'prod', remote: 'hubops', version: '1.2.0' });
    await promote({ store, env: 'prod', remote: 'hubops', version: '1.3.0', hubs: ['HUB-BLR-01'] });
    await promote({ store, env: 'staging', remote: 'hubops', version: '1.4.0', approval: 'required' });
    const selection = pruneSelection(store, 1);
    expect(selection.remove).toEqual([
      { remote: 'hubops', version: '1.0.0' },
      { remote: 'hubops', version: '1.5.0' },
      { remote: 'venus', version: '2.0.0' },
    ]);
    expect(selection.keep).toEqual([
      { remote: 'hubops', version: '1.1.0', reasons: ['rollback stack in prod'] },
      { remote: 'hubops', version: '1.2.0', reasons: ['live in prod', 'rollback stack in prod'] },
      { remote: 'hubops', version: '1.3.0', reasons: ['canary in prod'] },
      { remote: 'hubops', version: '1.4.0', reasons: ['live in staging'] },
      { remote: 'hubops', version: '1.6.0', reasons: ['one of the newest 1 (pinnable)'] },
      { remote: 'venus', version: '2.1.0', reasons: ['one of the newest 1 (pinnable)'] },
    ]);
    const dry = await prune({ store, keep: 1, dryRun: true });
    expect(dry.removed.map((r) => r.version)).toEqual(['1.0.0', '1.5.0', '2.0.0']);
    expect(listReleases(store, 'hubops')).toHaveLength(7);
    const done = await prune({ store, keep: 1 });
    expect(done.removed.map((r) => `${r.remote} ${r.version}`)).toEqual(['hubops 1.0.0', 'hubops 1.5.0', 'venus 2.0.0']);
    expect(done.removed[0]!.bytes).toBeGreaterThan(0);
    expect(listReleases(store, 'hubops')).toEqual(['1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.6.0']);
    expect(listReleases(store, 'venus')).toEqual(['2.1.0']);
    expect(fs.readdirSync(path.join(store, 'hubops')).filter((f) => f.startsWith('.'))).toEqual([]);
    // With the newest 10 kept, nothing else goes.
    expect((await prune({ store, keep: 10 })).removed).toEqual([]);
    expect(() => pruneSelection(store, -1)).toThrow('--keep must be a whole number');
  });

  it('keeps a version a pending request names', async () => {
    await publish('1.0.0');
    await publish('1.1.0');
    await promote({ store, env: 'prod', remote: 'hubops', version: '1.0.0', by: 'asha', approval: 'required' });
    expect(pruneSelection(store, 0).keep).toEqual([{ remote: 'hubops', version: '1.0.0', reasons: ['requested for prod'] }]);
  });
});
