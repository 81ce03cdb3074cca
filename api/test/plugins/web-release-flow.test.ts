import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { composeRegistry, type ReleaseServing } from '@hub/edge';

/**
 * Releases end to end without a browser (docs/adr/008-routes-canaries-approval.md, docs/adr/011 section 2): the real
 * commands (`scripts/releases/*.mjs`) against a temp store, ONE real build of a remote (a checkout of remote-runsheet
 * that adds a screen, as an area team's branch would), and the registry each page is given, composed from that store
 * exactly as the web server composes it per request (`composeRegistry`). Further versions reuse that one build: a copy
 * of the published folder under another version (a fixture, not a release path; the server reads only release.json
 * and the registries to compose). The browser side of releases (the shell loading what the registry names, pins,
 * rollback on a page load, a canary hub's page) is e2e/tests/releases.spec.ts.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);
const BLR = 'HUB-BLR-01';
const HYD = 'HUB-HYD-02';
const PUN = 'HUB-PUN-03';
const CLOSE = '/hubs/:hubId/closeRunsheet';
const HISTORY = '/hubs/:hubId/runsheetHistory';
const VENUS = ['/venus', '/venus/timeline', '/venus/board'];

let store = '';
let web = '';
let checkout = '';
let built = '';
const prod: ReleaseServing = { environment: 'prod', releasesDir: '', pinning: false };

type Command = 'release' | 'promote' | 'rollback' | 'approve' | 'releases';

/** Runs a release command against the temp store with no built host (`--host none`: the test never depends on dist/). */
async function cmd(command: Command, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string }> {
  try {
    const r = await run(process.execPath, [path.join(ROOT, 'scripts', 'releases', `${command}.mjs`), ...args, '--store', store, '--host', 'none'], {
      cwd: ROOT,
      env: { ...process.env, HUB_RELEASE_USER: 'qa', ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** A command that must succeed: answers its output. */
async function must(command: Command, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const r = await cmd(command, args, env);
  if (r.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.code}):\n${r.out}`);
  return r.out;
}

/**
 * Another checkout of remote-runsheet (an area team's branch): its sources copied, its dependencies linked to the
 * workspace's, so `pnpm release runsheet --dir <checkout>` builds it as the team would.
 */
function makeCheckout(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hub-checkout-')), 'remote-runsheet');
  const from = path.join(ROOT, 'remote-runsheet');
  fs.mkdirSync(dir);
  // What a clone of the repository has above the package: the browser targets every build compiles for.
  fs.copyFileSync(path.join(ROOT, '.browserslistrc'), path.join(path.dirname(dir), '.browserslistrc'));
  for (const f of ['package.json', 'rspack.config.mjs', 'tsconfig.json', 'global.d.ts']) fs.copyFileSync(path.join(from, f), path.join(dir, f));
  fs.cpSync(path.join(from, 'src'), path.join(dir, 'src'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules'));
  const link = (rel: string) => fs.symlinkSync(fs.realpathSync(path.join(from, 'node_modules', rel)), path.join(dir, 'node_modules', rel));
  for (const entry of fs.readdirSync(path.join(from, 'node_modules'))) {
    if (entry === '.hub-shared' || entry === '.bin') continue;
    if (entry.startsWith('@')) {
      fs.mkdirSync(path.join(dir, 'node_modules', entry));
      for (const pkg of fs.readdirSync(path.join(from, 'node_modules', entry))) link(`${entry}/${pkg}`);
    } else link(entry);
  }
  return dir;
}

/** The checkout's remote.tsx: Close Runsheet (unless dropped) plus the screens given. */
function declareRunsheet(screens: string[], keepCloseRunsheet = true) {
  fs.writeFileSync(
    path.join(checkout, 'src', 'routes', 'runsheet-history-page.tsx'),
    `export function RunsheetHistoryPage() {
  return <h2>Runsheet history</h2>;
}
`,
  );
  fs.writeFileSync(
    path.join(checkout, 'src', 'remote.tsx'),
    `import { lazy } from 'react';
import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';

const CloseRunsheetPage = lazy(() => import('./routes/close-runsheet-page').then((m) => ({ default: m.CloseRunsheetPage })));
const RunsheetHistoryPage = lazy(() => import('./routes/runsheet-history-page').then((m) => ({ default: m.RunsheetHistoryPage })));

export const remoteModule: RemoteModule = defineRemote('runsheet', [
  ${keepCloseRunsheet ? `{ path: '${CLOSE}', title: 'Close Runsheet', Component: CloseRunsheetPage },` : ''}
  ${screens.map((p) => `{ path: '${p}', title: 'Runsheet history', Component: RunsheetHistoryPage },`).join('\n  ')}
]);
`,
  );
}

/** Publishes a copy of the one build as `remote` `version` declaring `routes` (see the file's comment). */
function publishCopy(remote: string, version: string, routes: string[]) {
  const target = path.join(store, remote, version);
  fs.cpSync(built, target, { recursive: true });
  for (const f of fs.readdirSync(target, { recursive: true })) {
    const full = path.join(target, String(f));
    if (fs.statSync(full).isFile()) fs.chmodSync(full, 0o644);
  }
  const release = JSON.parse(fs.readFileSync(path.join(target, 'release.json'), 'utf8'));
  fs.writeFileSync(path.join(target, 'release.json'), JSON.stringify({ ...release, remote, version, routes, label: undefined }));
  const info = JSON.parse(fs.readFileSync(path.join(target, 'build-info.json'), 'utf8'));
  fs.writeFileSync(path.join(target, 'build-info.json'), JSON.stringify({ ...info, name: remote, version, routes }));
}

/** The version of `remote` a page working in `hub` is given (undefined: the shell's build). */
const versionFor = (remote: string, hub?: string) => composeRegistry(web, prod, hub ? { hub } : {}).remotes[remote]?.version;
const history = () => (JSON.parse(fs.readFileSync(path.join(store, 'registries', 'prod.json'), 'utf8')) as { history: Array<Record<string, unknown>> }).history;

beforeAll(async () => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-release-flow-'));
  prod.releasesDir = store;
  // The shell's build as the web server reads it: the remotes built with it and their routes.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-release-flow-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><base href="/" /></head><body></body></html>');
  fs.writeFileSync(
    path.join(web, 'remote-registry.json'),
    JSON.stringify({
      schemaVersion: 1,
      remotes: { runsheet: { entry: 'remotes/runsheet/mf-manifest.json', routes: [CLOSE] }, venus: { entry: 'remotes/venus/mf-manifest.json', routes: VENUS } },
    }),
  );
  checkout = makeCheckout();
  declareRunsheet([HISTORY]);
  // The one build.
  const out = await must('release', ['runsheet', '--dir', checkout, '--version', '2.0.0']);
  expect(out).toContain(`Routes of runsheet 2.0.0: ${CLOSE}, ${HISTORY}`);
  expect(out).toContain('✓ Published runsheet 2.0.0');
  built = path.join(store, 'runsheet', '2.0.0');
  publishCopy('runsheet', '2.1.0', [CLOSE, HISTORY]);
  publishCopy('runsheet', '1.9.0', [CLOSE]);
  publishCopy('venus', '1.0.0', VENUS);
}, 240_000);

afterAll(() => {
  for (const dir of [store, web, checkout && path.dirname(checkout)]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('the one build is published immutable: its release.json names the routes it declares, and it cannot be published again', async () => {
  const release = JSON.parse(fs.readFileSync(path.join(built, 'release.json'), 'utf8'));
  expect(release).toMatchObject({ remote: 'runsheet', version: '2.0.0', routes: [CLOSE, HISTORY], publishedBy: 'qa' });
  expect(fs.existsSync(path.join(built, 'mf-manifest.json'))).toBe(true);
  const again = await cmd('release', ['runsheet', '--dir', checkout, '--version', '2.0.0']);
  expect(again.code).toBe(1);
  expect(again.out).toContain('runsheet 2.0.0 is already published');
});

it('promoted, the new route is served to every page, with no shell build; before, only the shell build’s routes', async () => {
  expect(composeRegistry(web, prod).routes?.runsheet).toEqual([CLOSE]);
  expect(await must('promote', ['runsheet', '2.0.0', '--env', 'prod'])).toContain('runsheet (none) -> 2.0.0');
  const doc = composeRegistry(web, prod);
  expect(doc.remotes.runsheet).toEqual({ entry: 'releases/runsheet/2.0.0/mf-manifest.json', version: '2.0.0' });
  expect(doc.routes?.runsheet).toEqual([CLOSE, HISTORY]);
});

it('refuses a release claiming a route another remote owns, or dropping a spec route, naming both, before any build', async () => {
  await must('promote', ['venus', '1.0.0', '--env', 'prod']);
  declareRunsheet([HISTORY, '/venus/board']);
  const claim = await cmd('release', ['runsheet', '--dir', checkout, '--version', '2.2.0']);
  expect(claim.code).toBe(1);
  expect(claim.out).toContain('Route check refused runsheet 2.2.0');
  expect(claim.out).toContain('runsheet 2.2.0 claims /venus/board, which venus 1.0.0 owns (live in prod)');
  expect(claim.out).not.toContain('Building');
  expect(fs.existsSync(path.join(store, 'runsheet', '2.2.0'))).toBe(false);

  declareRunsheet([HISTORY], false);
  const drop = await cmd('release', ['runsheet', '--dir', checkout, '--version', '2.3.0']);
  expect(drop.code).toBe(1);
  expect(drop.out).toContain(`runsheet 2.3.0 drops ${CLOSE}, a route the spec requires (spec 000 §2), which runsheet 2.0.0 serves (live in prod)`);
  expect(fs.existsSync(path.join(store, 'runsheet', '2.3.0'))).toBe(false);
  declareRunsheet([HISTORY]);
});

it('a canary for one hub: its pages get the canary, other hubs and pages without a hub the live version; widened, made live, rolled back step by step', async () => {
  expect(await must('promote', ['runsheet', '2.1.0', '--env', 'prod', '--hubs', BLR])).toContain(`runsheet canary 2.1.0 for ${BLR}`);
  expect([versionFor('runsheet', BLR), versionFor('runsheet', HYD), versionFor('runsheet')]).toEqual(['2.1.0', '2.0.0', '2.0.0']);
  expect(composeRegistry(web, prod, { hub: BLR }).rules?.runsheet).toEqual({ rule: 'canary', live: '2.0.0', canary: { version: '2.1.0', hubs: [BLR] } });
  // The hub in a page's path decides, as the server reads it from each request.
  expect(composeRegistry(web, prod, { pathname: `/hubs/${BLR}/closeRunsheet`, search: '' }).remotes.runsheet?.version).toBe('2.1.0');
  expect(composeRegistry(web, prod, { pathname: `/hubs/${HYD}/closeRunsheet`, search: '' }).remotes.runsheet?.version).toBe('2.0.0');

  await must('promote', ['runsheet', '2.1.0', '--env', 'prod', '--hubs', `${BLR},${HYD}`]);
  expect([versionFor('runsheet', HYD), versionFor('runsheet', PUN)]).toEqual(['2.1.0', '2.0.0']);
  await must('promote', ['runsheet', '2.1.0', '--env', 'prod']);
  expect([versionFor('runsheet', PUN), versionFor('runsheet')]).toEqual(['2.1.0', '2.1.0']);

  expect(await must('rollback', ['runsheet', '--env', 'prod'])).toContain(`rolled back 2.1.0 -> 2.0.0 + canary 2.1.0 for ${BLR}, ${HYD}`);
  expect([versionFor('runsheet', PUN), versionFor('runsheet', HYD)]).toEqual(['2.0.0', '2.1.0']);
  await must('rollback', ['runsheet', '--env', 'prod']);
  expect([versionFor('runsheet', HYD), versionFor('runsheet', BLR)]).toEqual(['2.0.0', '2.1.0']);
  await must('rollback', ['runsheet', '--env', 'prod']);
  expect([versionFor('runsheet', BLR), versionFor('runsheet')]).toEqual(['2.0.0', '2.0.0']);
});

it('with HUB_PROMOTE_APPROVAL=required a promotion to prod waits for another person; the history keeps both', async () => {
  const asha = { HUB_PROMOTE_APPROVAL: 'required', HUB_RELEASE_USER: 'asha' };
  expect(await must('promote', ['runsheet', '2.1.0', '--env', 'prod', '--hubs', PUN], asha)).toContain('waiting for approval');
  expect(versionFor('runsheet', PUN)).toBe('2.0.0');
  const self = await cmd('approve', ['runsheet', '2.1.0', '--env', 'prod'], asha);
  expect(self.code).toBe(1);
  expect(self.out).toContain('runsheet 2.1.0 was requested by asha: another person must approve it');
  expect(await must('approve', ['runsheet', '2.1.0', '--env', 'prod'], { HUB_RELEASE_USER: 'ravi' })).toContain('requested by asha');
  expect(versionFor('runsheet', PUN)).toBe('2.1.0');
  expect(history().slice(-2)).toEqual([
    expect.objectContaining({ action: 'request', remote: 'runsheet', to: '2.1.0', hubs: [PUN], by: 'asha' }),
    expect.objectContaining({ action: 'approve', remote: 'runsheet', from: '2.0.0', to: '2.1.0', hubs: [PUN], by: 'ravi', requestedBy: 'asha' }),
  ]);
});

it('pnpm releases prune removes what nothing needs and says what it removed', async () => {
  const out = await must('releases', ['prune', '--keep', '1']);
  expect(out).toContain('Removed 1 release');
  expect(out).toContain('runsheet 1.9.0');
  expect(out).toContain('runsheet 2.0.0: live in prod');
  expect(out).toContain('runsheet 2.1.0: canary in prod');
  expect(fs.existsSync(path.join(store, 'runsheet', '1.9.0'))).toBe(false);
  expect(versionFor('runsheet', PUN)).toBe('2.1.0');
});
