// Helpers the root scripts share: running commands, assembling the web directory, waiting for a server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGISTRY_FILE, REMOTES } from '../tooling/federation.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The assembled web directory `pnpm start` serves (WEB_ROOT). */
export const WEB_DIR = process.env.WEB_OUT ? path.resolve(process.env.WEB_OUT) : path.join(ROOT, 'dist', 'web');

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [opts]
 * @returns {Promise<number>}
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command and exits this process when it fails.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [opts]
 */
export async function must(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Copies the shell and every remote's dist into one directory and writes the remote registry beside the shell:
 *   index.html, main.*.js ...          the shell
 *   remotes/<name>/mf-manifest.json     each remote, built alone
 *   remote-registry.json                remote name -> manifest URL (relative to the registry) and the routes it
 *                                       declares (its build-info.json, read from its defineRemote list at build time)
 */
export function assembleWeb(outDir = WEB_DIR) {
  const hostDist = path.join(ROOT, 'host', 'dist');
  if (!fs.existsSync(path.join(hostDist, 'index.html'))) throw new Error('host/dist is missing: run pnpm build first');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  fs.cpSync(hostDist, outDir, { recursive: true });
  /** @type {{ schemaVersion: 1, environment: string, remotes: Record<string, { entry: string, routes: string[] }> }} */
  const registry = { schemaVersion: 1, environment: process.env.HUB_ENV || 'dev', remotes: {} };
  for (const r of REMOTES) {
    const dist = path.join(ROOT, r.dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${r.dir}/dist/mf-manifest.json is missing: build ${r.pkg}`);
    fs.cpSync(dist, path.join(outDir, 'remotes', r.name), { recursive: true });
    const { routes } = JSON.parse(fs.readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
    if (!Array.isArray(routes)) throw new Error(`${r.dir}/dist/build-info.json lists no routes: rebuild ${r.pkg}`);
    registry.remotes[r.name] = { entry: `remotes/${r.name}/mf-manifest.json`, routes };
  }
  fs.writeFileSync(path.join(outDir, REGISTRY_FILE), `${JSON.stringify(registry, null, 2)}\n`);
  return outDir;
}

/**
 * Resolves when something answers HTTP on url (or rejects after timeoutMs).
 * @param {string} url
 */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A free TCP port on localhost.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}
