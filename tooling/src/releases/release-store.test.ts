/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listReleases, promote, publishRelease, readRegistry, registryFile, rollback, withLock } from '../../release-store.mjs';

let store: string;
let build: string;

function fakeBuild(version: string) {
  fs.rmSync(build, { recursive: true, force: true });
  fs.mkdirSync(build, { recursive: true });
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(build, 'build-info.json'), JSON.stringify({ name: 'hubops', version, sha: 'abc123', builtAt: '2026-11-21T10:00:00.000Z' }));
}

beforeEach(() => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
});
afterEach(() => {
  fs.rmSync(store, { recursive: true, force: true });
  fs.rmSync(build, { recursive: true, force: true });
});

async function publish(version: string) {
  fakeBuild(version);
  return publishRelease({ store, remote: 'hubops', version, fromDir: build, by: 'qa' });
}

describe('release store', () => {
  it('publishes immutable versions and refuses to publish one twice', async () => {
    const release = await publish('1.0.0');
    expect(release).toMatchObject({ remote: 'hubops', version: '1.0.0', sha: 'abc123', publishedBy: 'qa' });
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
