// pnpm start: build everything, then run the api bundle serving the web app on one port (PORT, default 4800).
// SKIP_BUILD=1 (or E2E_SKIP_BUILD=1) reuses the last build. The database is migrated and an empty one seeded on start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assembleWeb, must, ROOT, waitForHttp, WEB_DIR } from './lib.mjs';

const skip = process.env.SKIP_BUILD === '1' || process.env.E2E_SKIP_BUILD === '1';
if (!skip) await must('node', ['scripts/build.mjs']);
else assembleWeb();

const port = process.env.PORT || '4800';
// Releases (docs/adr/003-releases.md): the environment this shell serves and the release store it serves from.
// Remotes built with the shell are live until a version is promoted in this environment's registry.
const env = {
  ...process.env,
  PORT: port,
  WEB_ROOT: process.env.WEB_ROOT || WEB_DIR,
  HUB_ENV: process.env.HUB_ENV || 'dev',
  HUB_RELEASES_DIR: path.resolve(process.env.HUB_RELEASES_DIR || path.join(ROOT, '.releases')),
};
const server = spawn('node', [path.join(ROOT, 'api', 'dist', 'server.js')], { cwd: ROOT, env, stdio: 'inherit' });
const stop = (/** @type {NodeJS.Signals} */ signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));

// TLS_CERT_FILE / TLS_KEY_FILE: the server speaks HTTPS (and HTTP/2). This script only asks the local server whether it
// is up, so it does not check the certificate (which names the public host, or is a local one).
const scheme = process.env.TLS_CERT_FILE ? 'https' : 'http';
if (scheme === 'https') process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
await waitForHttp(`${scheme}://127.0.0.1:${port}/logistics/api/health`, 120_000);
console.log(`\nHub Console is running: ${scheme}://localhost:${port}/console/hubs (environment ${env.HUB_ENV}, releases from ${env.HUB_RELEASES_DIR})\n`);
