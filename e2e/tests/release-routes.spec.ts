import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { releaseCmd as releaseCommand, type ReleaseCommand, mustRelease, ROOT, startStoreServer } from './support/release-store';
import { DEMO_ACCOUNTS, HUBS, openDrawer } from './support/demo';

// Routes declared by remotes, canaries by hub, approval and clean-up (docs/adr/008-routes-canaries-approval.md), end
// to end with the real commands: Hub Ops is released twice and Close Runsheet once from a checkout that adds a screen,
// into a temp release store that a prod shell (its own server: HUB_ENV=prod) serves. The shell is never rebuilt.

let store = '';
let checkout = '';
let stopServer: (() => void) | undefined;
let base = '';

const releaseCmd = (cmd: ReleaseCommand, args: string[], env?: NodeJS.ProcessEnv) => releaseCommand(store, cmd, args, env);
const must = (cmd: ReleaseCommand, args: string[], env?: NodeJS.ProcessEnv) => mustRelease(store, cmd, args, env);

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
  // node_modules: each dependency linked to where the workspace installed it (generated files stay in the checkout).
  const link = (rel: string) => {
    const real = fs.realpathSync(path.join(from, 'node_modules', rel));
    fs.symlinkSync(real, path.join(dir, 'node_modules', rel));
  };
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(from, 'node_modules'))) {
    if (entry === '.hub-shared' || entry === '.bin') continue;
    if (entry.startsWith('@')) {
      fs.mkdirSync(path.join(dir, 'node_modules', entry));
      for (const pkg of fs.readdirSync(path.join(from, 'node_modules', entry))) link(`${entry}/${pkg}`);
    } else link(entry);
  }
  return dir;
}

/** The checkout's remote.tsx: Close Runsheet plus the screens given. */
function declareRunsheet(screens: string[], keepCloseRunsheet = true) {
  fs.writeFileSync(
    path.join(checkout, 'src', 'routes', 'runsheet-history-page.tsx'),
    `import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';

export function RunsheetHistoryPage() {
  const { hubId = '' } = useParams();
  return (
    <Stack p="md">
      <Title order={2}>Runsheet history</Title>
      <Text data-testid="history-hub">{hubId}</Text>
    </Stack>
  );
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
  ${keepCloseRunsheet ? "{ path: '/hubs/:hubId/closeRunsheet', title: 'Close Runsheet', Component: CloseRunsheetPage }," : ''}
  ${screens.map((p) => `{ path: '${p}', title: 'Runsheet history', Component: RunsheetHistoryPage },`).join('\n  ')}
]);
`,
  );
}

async function signIn(page: Page) {
  const res = await page.request.post(`${base}/logistics/api/auth/demo-login`, {
    data: { email: DEMO_ACCOUNTS.hubManager.email },
    headers: { 'x-hub-console': '1' },
  });
  expect(res.ok()).toBeTruthy();
}

/** Opens a hub's inward screen (a full page load) and answers which Hub Ops versions the page asked for. */
async function hubopsOn(page: Page, hubId: string): Promise<string[]> {
  const versions = new Set<string>();
  const seen = (r: { url(): string }) => {
    const m = /\/releases\/hubops\/([^/]+)\/mf-manifest\.json/.exec(r.url());
    if (m) versions.add(m[1]!);
  };
  page.on('request', seen);
  await page.goto(`${base}/console/hubs/${hubId}/inward`);
  await expect(page.getByRole('heading', { name: 'Select Manifest' })).toBeVisible();
  page.off('request', seen);
  return [...versions];
}

/** Settings -> Platform, reached inside the app (the tab keeps the versions it runs). */
async function platformPage(page: Page) {
  await openDrawer(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: /Platform/ }).click();
  return page.getByTestId('platform-remote-hubops');
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-routes-e2e-'));
  checkout = makeCheckout();
  declareRunsheet(['/hubs/:hubId/runsheetHistory']);
  await must('release', ['hubops', '--version', '1.0.0', '--label', 'Live']);
  await must('release', ['hubops', '--version', '1.1.0', '--label', 'Canary']);
  const out = await must('release', ['runsheet', '--dir', checkout, '--version', '2.0.0']);
  expect(out).toContain('Routes of runsheet 2.0.0: /hubs/:hubId/closeRunsheet, /hubs/:hubId/runsheetHistory');
  ({ base, stop: stopServer } = await startStoreServer(store, 'prod'));
});

test.afterAll(async () => {
  stopServer?.();
  if (store) fs.rmSync(store, { recursive: true, force: true });
  if (checkout) fs.rmSync(path.dirname(checkout), { recursive: true, force: true });
});

test('a remote released with a new route serves it after promote, with no shell rebuild', async ({ page }) => {
  const shell = fs.statSync(path.join(ROOT, 'dist', 'web', 'index.html')).mtimeMs;
  await signIn(page);
  // Not promoted yet: the route is unknown here, so "/".
  await page.goto(`${base}/console/hubs/${HUBS.blr.id}/runsheetHistory`);
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/?$/);

  await must('promote', ['runsheet', '2.0.0', '--env', 'prod']);
  await page.goto(`${base}/console/hubs/${HUBS.blr.id}/runsheetHistory`);
  await expect(page.getByRole('heading', { name: 'Runsheet history' })).toBeVisible();
  await expect(page.getByTestId('history-hub')).toHaveText(HUBS.blr.id);
  const inline = JSON.parse((await page.locator('#hub-remote-registry').textContent()) ?? '{}');
  expect(inline.remotes.runsheet).toEqual({ entry: 'releases/runsheet/2.0.0/mf-manifest.json', version: '2.0.0' });
  expect(inline.routes.runsheet).toEqual(['/hubs/:hubId/closeRunsheet', '/hubs/:hubId/runsheetHistory']);
  // The spec's route is still served, by the new version.
  await page.goto(`${base}/console/hubs/${HUBS.blr.id}/closeRunsheet`);
  await expect(page.getByRole('heading', { name: 'Close Runsheet' })).toBeVisible();
  expect(fs.statSync(path.join(ROOT, 'dist', 'web', 'index.html')).mtimeMs).toBe(shell);
});

test('a release claiming a route another remote owns, or dropping a spec route, is refused naming both', async () => {
  declareRunsheet(['/hubs/:hubId/runsheetHistory', '/venus/board']);
  const conflict = await releaseCmd('release', ['runsheet', '--dir', checkout, '--version', '2.1.0']);
  expect(conflict.code).toBe(1);
  expect(conflict.out).toContain('Route check refused runsheet 2.1.0');
  expect(conflict.out).toContain("runsheet 2.1.0 claims /venus/board, which venus owns (the shell's build, in prod)");
  expect(fs.existsSync(path.join(store, 'runsheet', '2.1.0'))).toBe(false);

  declareRunsheet(['/hubs/:hubId/runsheetHistory'], false);
  const drop = await releaseCmd('release', ['runsheet', '--dir', checkout, '--version', '2.2.0']);
  expect(drop.code).toBe(1);
  expect(drop.out).toContain(
    'runsheet 2.2.0 drops /hubs/:hubId/closeRunsheet, a route the spec requires (spec 000 §2), which runsheet 2.0.0 serves (live in prod)',
  );
  expect(fs.existsSync(path.join(store, 'runsheet', '2.2.0'))).toBe(false);
});

test('a canary for HUB-BLR-01: Bengaluru pages run the new version, Hyderabad pages the old, in the same browser', async ({ page }) => {
  await must('promote', ['hubops', '1.0.0', '--env', 'prod']);
  expect(await must('promote', ['hubops', '1.1.0', '--env', 'prod', '--hubs', HUBS.blr.id])).toContain(`hubops canary 1.1.0 for ${HUBS.blr.id}`);
  await signIn(page);
  expect(await hubopsOn(page, HUBS.blr.id)).toEqual(['1.1.0']);
  // Settings -> Platform says which rule picked the version.
  const card = await platformPage(page);
  await expect(card).toContainText('Loaded: 1.1.0');
  await expect(page.getByTestId('platform-rule-hubops')).toHaveText(
    `Rule: canary 1.1.0 for ${HUBS.blr.id}: this tab works in ${HUBS.blr.id} (everyone else: 1.0.0)`,
  );

  expect(await hubopsOn(page, HUBS.hyd.id)).toEqual(['1.0.0']);
  await platformPage(page);
  await expect(page.getByTestId('platform-rule-hubops')).toHaveText(`Rule: live in prod; canary 1.1.0 for ${HUBS.blr.id} (this tab works in ${HUBS.hyd.id})`);
  await expect(page.getByTestId('platform-remote-hubops')).toContainText('Loaded: 1.0.0');

  // The hub picker on /hubs: choosing Bengaluru asks the server again and the page reloads into the canary.
  await page.goto(`${base}/console/hubs?hubId=${HUBS.hyd.id}`);
  await expect(page.getByRole('combobox', { name: 'Hub' })).toHaveValue(HUBS.hyd.name);
  const asked = page.waitForRequest((r) => r.url().includes(`remote-registry.json?hub=${HUBS.blr.id}`));
  const canary = page.waitForRequest((r) => r.url().includes('/releases/hubops/1.1.0/mf-manifest.json'));
  await page.getByRole('combobox', { name: 'Hub' }).click();
  await page.getByRole('combobox', { name: 'Hub' }).fill('beng');
  await page.getByRole('option', { name: /Bengaluru Central Hub/ }).click();
  await asked;
  await canary;
  await expect(page).toHaveURL(new RegExp(`hubId=${HUBS.blr.id}`));
  await expect(page.getByRole('combobox', { name: 'Hub' })).toHaveValue(HUBS.blr.name);
});

test('widening the canary, promoting it for everyone, and rolling back each step', async ({ page }) => {
  await signIn(page);
  await must('promote', ['hubops', '1.1.0', '--env', 'prod', '--hubs', `${HUBS.blr.id},${HUBS.hyd.id}`]);
  expect(await hubopsOn(page, HUBS.hyd.id)).toEqual(['1.1.0']);
  expect(await hubopsOn(page, HUBS.pun.id)).toEqual(['1.0.0']);

  await must('promote', ['hubops', '1.1.0', '--env', 'prod']);
  expect(await hubopsOn(page, HUBS.pun.id)).toEqual(['1.1.0']);

  expect(await must('rollback', ['hubops', '--env', 'prod'])).toContain(`rolled back 1.1.0 -> 1.0.0 + canary 1.1.0 for ${HUBS.blr.id}, ${HUBS.hyd.id}`);
  expect(await hubopsOn(page, HUBS.pun.id)).toEqual(['1.0.0']);
  expect(await hubopsOn(page, HUBS.hyd.id)).toEqual(['1.1.0']);
  await must('rollback', ['hubops', '--env', 'prod']);
  expect(await hubopsOn(page, HUBS.hyd.id)).toEqual(['1.0.0']);
  expect(await hubopsOn(page, HUBS.blr.id)).toEqual(['1.1.0']);
  await must('rollback', ['hubops', '--env', 'prod']);
  expect(await hubopsOn(page, HUBS.blr.id)).toEqual(['1.0.0']);
});

test('with HUB_PROMOTE_APPROVAL=required a promotion to prod waits for another person; the history keeps both', async ({ page }) => {
  const asha = { HUB_PROMOTE_APPROVAL: 'required', HUB_RELEASE_USER: 'asha' };
  expect(await must('promote', ['hubops', '1.1.0', '--env', 'prod', '--hubs', HUBS.pun.id], asha)).toContain('waiting for approval');
  await signIn(page);
  expect(await hubopsOn(page, HUBS.pun.id)).toEqual(['1.0.0']);
  const self = await releaseCmd('approve', ['hubops', '1.1.0', '--env', 'prod'], asha);
  expect(self.code).toBe(1);
  expect(self.out).toContain('hubops 1.1.0 was requested by asha: another person must approve it');
  expect(await must('approve', ['hubops', '1.1.0', '--env', 'prod'], { HUB_RELEASE_USER: 'ravi' })).toContain('requested by asha');
  expect(await hubopsOn(page, HUBS.pun.id)).toEqual(['1.1.0']);
  const history = JSON.parse(fs.readFileSync(path.join(store, 'registries', 'prod.json'), 'utf8')).history as Array<Record<string, unknown>>;
  expect(history.slice(-2)).toEqual([
    expect.objectContaining({ action: 'request', remote: 'hubops', to: '1.1.0', hubs: [HUBS.pun.id], by: 'asha' }),
    expect.objectContaining({ action: 'approve', remote: 'hubops', from: '1.0.0', to: '1.1.0', hubs: [HUBS.pun.id], by: 'ravi', requestedBy: 'asha' }),
  ]);
});

test('pnpm releases prune removes what nothing needs and says what it removed', async ({ page }) => {
  // An old release nobody runs, pins or can roll back to.
  const old = path.join(store, 'hubops', '0.9.0');
  fs.cpSync(path.join(store, 'hubops', '1.0.0'), old, { recursive: true });
  fs.chmodSync(path.join(old, 'release.json'), 0o644);
  const release = JSON.parse(fs.readFileSync(path.join(old, 'release.json'), 'utf8'));
  fs.writeFileSync(path.join(old, 'release.json'), JSON.stringify({ ...release, version: '0.9.0' }));
  const out = await must('releases', ['prune', '--keep', '1']);
  expect(out).toContain('Removed 1 release');
  expect(out).toContain('hubops 0.9.0');
  expect(out).toContain('hubops 1.0.0: live in prod');
  expect(out).toContain('hubops 1.1.0: canary in prod');
  expect(fs.existsSync(old)).toBe(false);
  await signIn(page);
  expect(await hubopsOn(page, HUBS.pun.id)).toEqual(['1.1.0']);
});
