/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildInfoSchema,
  checkDocument,
  DocumentError,
  environmentRegistrySchema,
  readDocument,
  releaseRoutesSchema,
  releaseSchema,
  servedRegistrySchema,
  type EnvironmentRegistry,
} from '../../release-schema.mjs';
import { pendingRequests, promote, pruneSelection, publishRelease, readRegistry, readRelease, registryFile } from '../../release-store.mjs';
import { workspaceZodMembers } from '../../used-exports.mjs';

let store: string;

beforeEach(() => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-store-'));
});
afterEach(() => {
  fs.rmSync(store, { recursive: true, force: true });
});

/** A registry as the release commands write it: live versions, a canary, both rollback stack formats, a request. */
const registry = {
  schemaVersion: 1,
  environment: 'prod',
  updatedAt: '2026-11-21T10:05:00.000Z',
  remotes: {
    hubops: {
      entry: 'releases/hubops/1.2.0/mf-manifest.json',
      version: '1.2.0',
      routes: ['/hubs', '/hubs/:hubId/inward'],
      previous: ['1.0.0', { version: '1.1.0', canary: { version: '1.2.0', hubs: ['HUB-BLR-01'] } }, { version: null }],
      canary: { version: '1.3.0', entry: 'releases/hubops/1.3.0/mf-manifest.json', routes: ['/hubs'], hubs: ['HUB-BLR-01', 'HUB-PUN-03'] },
    },
  },
  requests: [{ remote: 'hubops', version: '1.4.0', hubs: ['HUB-BLR-01'], by: 'asha', at: '2026-11-21T10:04:00.000Z' }],
  history: [
    { action: 'promote', remote: 'hubops', from: null, to: '1.0.0', by: 'asha', at: '2026-11-21T10:00:00.000Z' },
    {
      action: 'promote',
      remote: 'hubops',
      from: '1.2.0',
      to: '1.3.0',
      hubs: ['HUB-BLR-01', 'HUB-PUN-03'],
      previousHubs: ['HUB-BLR-01'],
      by: 'ravi',
      at: '2026-11-21T10:01:00.000Z',
    },
    { action: 'rollback', remote: 'hubops', from: '1.2.0 + canary 1.3.0 for HUB-BLR-01', to: '1.2.0', by: 'ravi', at: '2026-11-21T10:02:00.000Z' },
    {
      action: 'approve',
      remote: 'hubops',
      from: '1.1.0',
      to: '1.2.0',
      endedCanary: { version: '1.2.0', hubs: ['HUB-BLR-01'] },
      requestedBy: 'asha',
      requestedAt: '2026-11-21T10:02:30.000Z',
      by: 'ravi',
      at: '2026-11-21T10:03:00.000Z',
    },
    { action: 'request', remote: 'hubops', to: '1.4.0', hubs: ['HUB-BLR-01'], replaces: '1.3.5 requested by ravi', by: 'asha', at: '2026-11-21T10:04:00.000Z' },
  ],
};

const writeRegistry = (env: string, doc: unknown) => {
  fs.mkdirSync(path.join(store, 'registries'), { recursive: true });
  fs.writeFileSync(registryFile(store, env), typeof doc === 'string' ? doc : JSON.stringify(doc));
};

/** The error a call throws (fails the test when it throws none). */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected an error');
}

describe('release store documents: one schema (tooling/release-schema.mjs)', () => {
  it('accepts a registry as the release commands write it, unchanged', () => {
    expect(environmentRegistrySchema.parse(registry)).toEqual(registry);
  });

  it('fills in what older documents leave out (rollback stacks, history) and keeps fields it does not know', () => {
    const doc: EnvironmentRegistry = environmentRegistrySchema.parse({
      schemaVersion: 1,
      remotes: { hubops: { entry: 'releases/hubops/2.0.0/mf-manifest.json', version: '2.0.0', pinnedBy: 'qa' } },
      addedLater: { x: 1 },
    });
    expect(doc.history).toEqual([]);
    expect(doc.remotes.hubops?.previous).toEqual([]);
    expect(doc.remotes.hubops?.pinnedBy).toBe('qa');
    expect(doc.addedLater).toEqual({ x: 1 });
  });

  it.each<[string, unknown, string]>([
    ['another schema version', { ...registry, schemaVersion: 2 }, 'schemaVersion: '],
    ['remotes that are not an object', { ...registry, remotes: ['hubops'] }, 'remotes: '],
    ['a rollback stack entry that is not a state', { ...registry, remotes: { hubops: { previous: [42] } } }, 'remotes.hubops.previous[0]: '],
    ['a canary without hubs', { ...registry, remotes: { hubops: { previous: [], canary: { version: '1.0.0', entry: 'x' } } } }, 'remotes.hubops.canary.hubs: '],
    ['an unknown action', { ...registry, history: [{ ...registry.history[0], action: 'deploy' }] }, 'history[0].action: '],
    ['a request without its author', { ...registry, requests: [{ remote: 'hubops', version: '1.0.0', at: 'now' }] }, 'requests[0].by: '],
  ])('refuses %s, naming the file and where', (_name, doc, where) => {
    const err = thrown(() => checkDocument(environmentRegistrySchema, doc, '/store/registries/prod.json', 'environment registry'));
    expect(err).toBeInstanceOf(DocumentError);
    expect(err.message).toMatch(/^\/store\/registries\/prod\.json is not a valid environment registry:\n {2}- /);
    expect(err.message).toContain(where);
  });

  it('describes a file that is not JSON as such', () => {
    const file = path.join(store, 'release.json');
    fs.writeFileSync(file, '{ "remote": "hubops", ');
    expect(() => readDocument(releaseSchema, file, 'release')).toThrow(`${file} is not a valid release:\n  - not JSON (`);
  });

  it('reads release metadata and builds: every field a release needs, nothing more from a build', () => {
    const release = { remote: 'hubops', version: '1.0.0', sha: 'abc', builtAt: 't', publishedAt: 't', publishedBy: 'qa' };
    expect(releaseSchema.parse(release)).toEqual(release);
    expect(() => releaseSchema.parse({ ...release, publishedBy: undefined })).toThrow();
    // A build made before routes were declared, or a hand-made one in a test: no package, shared or routes.
    expect(buildInfoSchema.parse({ name: 'hubops', version: '1.0.0', sha: 'abc', builtAt: 't' })).toMatchObject({ name: 'hubops' });
    expect(() => buildInfoSchema.parse({ name: 'hubops', version: '1.0.0', builtAt: 't' })).toThrow();
  });
});

describe('what the web edge reads: variants derived from the same schemas (edge/src/registry.ts)', () => {
  it('checks the remotes it serves as strictly as the release commands, and nothing it does not read', () => {
    const served = { schemaVersion: 1, remotes: registry.remotes };
    expect(servedRegistrySchema.parse(registry)).toMatchObject(served);
    // A rollback stack or a history entry the release commands would refuse: the edge still serves the live versions.
    const brokenElsewhere = { ...registry, remotes: { hubops: { ...registry.remotes.hubops, previous: '1.0.0' } }, history: [{ action: 'deploy' }] };
    expect(() => environmentRegistrySchema.parse(brokenElsewhere)).toThrow();
    expect(servedRegistrySchema.parse(brokenElsewhere).remotes.hubops?.version).toBe('1.2.0');
    // What it serves is checked as the release commands check it.
    expect(servedRegistrySchema.safeParse({ ...registry, schemaVersion: 2 }).success).toBe(false);
    expect(servedRegistrySchema.safeParse({ schemaVersion: 1, remotes: { hubops: { canary: { version: '1.3.0', entry: 'x' } } } }).success).toBe(false);
    expect(servedRegistrySchema.safeParse({ schemaVersion: 1, remotes: { hubops: { entry: '', version: '1.0.0' } } }).success).toBe(false);
  });

  it('reads a release for its routes only: a release.json with just remote, version and routes is enough', () => {
    expect(releaseRoutesSchema.parse({ remote: 'hubops', version: '1.0.0', routes: ['/hubs'] })).toMatchObject({ routes: ['/hubs'] });
    expect(releaseRoutesSchema.parse({ remote: 'hubops', version: '1.0.0' }).routes).toBeUndefined();
    expect(releaseRoutesSchema.safeParse({ remote: 'hubops', version: '1.0.0', routes: '/hubs' }).success).toBe(false);
  });

  it('keeps route lists within what the shell accepts (shared remoteRegistrySchema), for the store and the edge alike', () => {
    const release = { remote: 'hubops', version: '1.0.0', sha: 'abc', builtAt: 't', publishedAt: 't', publishedBy: 'qa' };
    for (const routes of [[''], ['/' + 'x'.repeat(200)], Array.from({ length: 501 }, (_, i) => `/r${i}`)]) {
      expect(releaseSchema.safeParse({ ...release, routes }).success).toBe(false);
      expect(releaseRoutesSchema.safeParse({ routes }).success).toBe(false);
    }
    expect(releaseSchema.safeParse({ ...release, routes: Array.from({ length: 500 }, (_, i) => `/r${i}`) }).success).toBe(true);
  });
});

describe('the release store validates what it reads', () => {
  it('a malformed registry is an error naming the file, for every command that reads it, and is left as it was', async () => {
    // An entry whose rollback stack is a string: reading `previous` as a list would have crashed further on.
    const broken = { schemaVersion: 1, environment: 'prod', remotes: { hubops: { version: '1.0.0', previous: '0.9.0' } }, history: [] };
    writeRegistry('prod', broken);
    const file = registryFile(store, 'prod');
    const expected = `${file} is not a valid environment registry:\n  - remotes.hubops.previous: `;
    expect(() => readRegistry(store, 'prod')).toThrow(expected);
    expect(() => pendingRequests(store, 'prod')).toThrow(expected);
    expect(() => pruneSelection(store, 1)).toThrow(expected);
    await expect(promote({ store, env: 'prod', remote: 'hubops', version: '1.0.0', by: 'qa' })).rejects.toThrow('is not in the release store');
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-build-'));
    try {
      fs.writeFileSync(path.join(build, 'build-info.json'), JSON.stringify({ name: 'hubops', version: '1.0.0', sha: 'abc', builtAt: 't' }));
      await publishRelease({ store, remote: 'hubops', version: '1.0.0', fromDir: build, by: 'qa' });
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
    await expect(promote({ store, env: 'prod', remote: 'hubops', version: '1.0.0', by: 'qa' })).rejects.toThrow(expected);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(broken);
  });

  it('a registry that is not JSON is an error naming the file', () => {
    writeRegistry('staging', '{"schemaVersion": 1, "remotes": {');
    expect(() => readRegistry(store, 'staging')).toThrow(`${registryFile(store, 'staging')} is not a valid environment registry:\n  - not JSON (`);
  });

  it('a malformed release.json or build-info.json is an error naming the file', async () => {
    fs.mkdirSync(path.join(store, 'hubops', '1.0.0'), { recursive: true });
    const releaseFile = path.join(store, 'hubops', '1.0.0', 'release.json');
    fs.writeFileSync(releaseFile, JSON.stringify({ remote: 'hubops', version: '1.0.0', routes: '/hubs' }));
    expect(() => readRelease(store, 'hubops', '1.0.0')).toThrow(`${releaseFile} is not a valid release:\n  - sha: `);

    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-build-'));
    try {
      fs.writeFileSync(path.join(build, 'build-info.json'), JSON.stringify({ name: 'hubops', version: '1.1.0', builtAt: 't' }));
      await expect(publishRelease({ store, remote: 'hubops', version: '1.1.0', fromDir: build, by: 'qa' })).rejects.toThrow(
        `${path.join(build, 'build-info.json')} is not a valid build-info.json:\n  - sha: `,
      );
      expect(fs.existsSync(path.join(store, 'hubops', '1.1.0'))).toBe(false);
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  });
});

describe("the schema module and the browser's zod", () => {
  it('reads only members of z the rest of the workspace reads (tooling/ is scanned for the shell’s zod facade)', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    const only = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-members-'));
    try {
      fs.copyFileSync(path.join(root, 'tooling', 'release-schema.mjs'), path.join(only, 'release-schema.mjs'));
      const mine = workspaceZodMembers([only]);
      const others = workspaceZodMembers(['shared', 'host', 'remote-hubops', 'remote-totes', 'remote-venus'].map((d) => path.join(root, d)));
      expect(mine).not.toBeNull();
      expect(others).not.toBeNull();
      expect((mine ?? []).filter((m) => !(others ?? []).includes(m))).toEqual([]);
    } finally {
      fs.rmSync(only, { recursive: true, force: true });
    }
  });
});
