import { execFile, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

// What the release specs share: the real release commands run against a temp store, and a shell server of its own
// (HUB_ENV, HUB_RELEASES_DIR) serving that store on a free port.
export const ROOT = path.resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);

export type ReleaseCommand = 'release' | 'promote' | 'rollback' | 'approve' | 'releases';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a release command (scripts/releases/<cmd>.mjs) against `store`; resolves with its exit and output. */
export async function releaseCmd(store: string, cmd: ReleaseCommand, args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const r = await run('node', [path.join(ROOT, 'scripts', 'releases', `${cmd}.mjs`), ...args, '--store', store], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** A release command that must succeed; answers its output. */
export async function mustRelease(store: string, cmd: ReleaseCommand, args: string[], env?: NodeJS.ProcessEnv) {
  const r = await releaseCmd(store, cmd, args, env);
  expect(r.code, `${cmd} ${args.join(' ')}:\n${r.out}`).toBe(0);
  return r.out;
}

/** Starts the built server on a free port serving `store` as environment `hubEnv`; answers its base URL and a stop. */
export async function startStoreServer(store: string, hubEnv: 'dev' | 'staging' | 'prod'): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn('node', [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      WEB_ROOT: path.join(ROOT, 'dist', 'web'),
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      HUB_ENV: hubEnv,
      HUB_RELEASES_DIR: store,
    },
  });
  const stop = () => void server.kill();
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/logistics/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (i > 400) {
      stop();
      throw new Error(`the ${hubEnv} server did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
