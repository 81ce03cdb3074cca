// pnpm dev [remote...]: the api (tsx watch, port API_PORT/4800), the host dev server (HOST_DEV_PORT/4900) and the
// named remotes' dev servers (4901..4907; all seven when none is named). The host reads its registry from its own dev
// server; a remote not started here is taken from REMOTES_FROM (e.g. a running `pnpm start`) when set.
import { spawn } from 'node:child_process';
import { HOST_DEV_PORT, REMOTES } from '../tooling/federation.mjs';
import { ROOT } from './lib.mjs';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((n) => !REMOTES.some((r) => r.name === n || r.dir === n || r.dir === `remote-${n}`));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Known: ${REMOTES.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
const remotes = wanted.length ? REMOTES.filter((r) => wanted.some((n) => n === r.name || n === r.dir || `remote-${n}` === r.dir)) : REMOTES;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/**
 * @param {string} label
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function start(label, args, env = {}) {
  const child = spawn('pnpm', args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}]`.padEnd(12);
  /**
   * @param {import('node:stream').Readable} stream
   * @param {NodeJS.WriteStream} out
   */
  const pipe = (stream, out) =>
    stream.on('data', (/** @type {Buffer} */ d) =>
      String(d)
        .split('\n')
        .filter(Boolean)
        .forEach((line) => out.write(`${prefix} ${line}\n`)),
    );
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => console.log(`${prefix} exited (${code})`));
  children.push(child);
}

start('api', ['--filter', '@hub/api', 'dev']);
start('host', ['--filter', '@hub/host', 'dev']);
for (const r of remotes) start(r.name, ['--filter', r.pkg, 'dev']);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`\nHub Console (dev): http://localhost:${process.env.HOST_DEV_PORT ?? HOST_DEV_PORT}/console/hubs\n`);
