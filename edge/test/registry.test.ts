import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeRegistry, type DocumentLog, type ReleaseServing } from '../src';

// The release store documents are validated as they are read, against the release commands' own schemas
// (@hub/tooling/release-schema: the parts the edge reads): a document that is not what the release commands write
// counts as missing (as an unreadable one always did), and the log is told once.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-registry-web-'));
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-registry-store-'));
const serving: ReleaseServing = { environment: 'prod', releasesDir: store, pinning: false };
const writeJson = (file: string, body: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(body));
};
const prod = (remotes: unknown) => writeJson(path.join(store, 'registries', 'prod.json'), { schemaVersion: 1, environment: 'prod', remotes, history: [] });
const recorder = () => {
  const warnings: Array<{ file: string; problems: string[] }> = [];
  const log: DocumentLog = { warn: (details) => warnings.push(details) };
  return { warnings, log };
};

beforeAll(() => {
  writeJson(path.join(web, 'remote-registry.json'), { schemaVersion: 1, remotes: { hubops: { entry: 'remotes/hubops/mf-manifest.json', routes: ['/hubs'] } } });
  writeJson(path.join(store, 'hubops', '1.1.0', 'release.json'), { remote: 'hubops', version: '1.1.0', routes: ['/hubs', '/hubs/:hubId/inward'] });
});
afterAll(() => {
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(store, { recursive: true, force: true });
});

it('reads a valid environment registry, keeping what the release commands add (stack, history) out of the answer', () => {
  prod({ hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0', previous: [{ version: null }] } });
  const { warnings, log } = recorder();
  const doc = composeRegistry(web, serving, {}, log);
  expect(doc.remotes).toEqual({ hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0' } });
  // Routes from the release's own release.json (the entry has none).
  expect(doc.routes).toEqual({ hubops: ['/hubs', '/hubs/:hubId/inward'] });
  expect(warnings).toEqual([]);
});

it('ignores an environment registry of the wrong shape (a canary without hubs): the shell’s build, and one warning', () => {
  prod({ hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0', canary: { version: '1.2.0', entry: 'x' } } });
  const { warnings, log } = recorder();
  expect(composeRegistry(web, serving, { hub: 'HUB-BLR-01' }, log).remotes).toEqual({ hubops: { entry: 'remotes/hubops/mf-manifest.json' } });
  composeRegistry(web, serving, {}, log);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]!.file).toBe(path.join(store, 'registries', 'prod.json'));
  expect(warnings[0]!.problems.join('\n')).toContain('remotes.hubops.canary.hubs');
});

it('serves what is live even when a part it does not read (rollback stack, history) is one the release commands refuse', () => {
  writeJson(path.join(store, 'registries', 'prod.json'), {
    schemaVersion: 1,
    environment: 'prod',
    remotes: { hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0', previous: '1.0.0' } },
    history: [{ action: 'deploy' }],
  });
  const { warnings, log } = recorder();
  expect(composeRegistry(web, serving, {}, log).remotes).toEqual({ hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0' } });
  expect(warnings).toEqual([]);
});

it('ignores a registry of another schema version', () => {
  writeJson(path.join(store, 'registries', 'prod.json'), {
    schemaVersion: 2,
    remotes: { hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0' } },
  });
  const { warnings, log } = recorder();
  expect(composeRegistry(web, serving, {}, log).remotes).toEqual({ hubops: { entry: 'remotes/hubops/mf-manifest.json' } });
  expect(warnings.map((w) => w.problems.join('\n'))).toEqual([expect.stringContaining('schemaVersion')]);
});

it('ignores a release.json whose routes are not a list of routes, and a shell registry without entries', () => {
  writeJson(path.join(store, 'hubops', '1.0.0', 'release.json'), { remote: 'hubops', version: '1.0.0', routes: '/hubs' });
  prod({ hubops: { entry: 'releases/hubops/1.0.0/mf-manifest.json', version: '1.0.0' } });
  const { warnings, log } = recorder();
  // Neither the entry nor its release declare routes: the shell build's.
  expect(composeRegistry(web, serving, {}, log).routes).toEqual({ hubops: ['/hubs'] });
  expect(warnings.map((w) => path.basename(w.file))).toEqual(['release.json']);

  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-registry-web-'));
  writeJson(path.join(other, 'remote-registry.json'), { schemaVersion: 1, remotes: { hubops: { routes: ['/hubs'] } } });
  const bad = recorder();
  expect(composeRegistry(other, { environment: 'dev', pinning: true }, {}, bad.log).remotes).toEqual({});
  expect(bad.warnings).toHaveLength(1);
  fs.rmSync(other, { recursive: true, force: true });
});
