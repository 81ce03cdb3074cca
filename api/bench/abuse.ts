// `pnpm bench:abuse`: what a slow-loris and an upload flood cost honest users (docs/adr/007-hardening.md).
// Against the built server (dist/server.js) in its own process on 127.0.0.1 only, every loop bounded in count and
// time, and it stops by itself. Prints connections held, server memory (RSS) and upload disk before/after, and the
// p50/p99 of GET /hub/hubNames for an honest signed-in user while the abuse runs. A benchmark, not a test.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const LORIS = arg('--loris', 200);
const UPLOADS = arg('--uploads', 80);
const SECONDS = arg('--seconds', 40);
const REQUEST_TIMEOUT_MS = arg('--request-timeout', 30_000);
const server = path.join(__dirname, '..', 'dist', 'server.js');
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-abuse-uploads-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const rssOf = (pid: number) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};
const dirBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((sum, e) => sum + (e.isDirectory() ? dirBytes(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

async function start(): Promise<{ base: string; port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: 'memory://',
      SEED_SCALE: '1',
      DEMO_LOGIN: 'true',
      UPLOAD_DIR: uploadDir,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/logistics/api/health`)).ok) return { base, port, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/logistics/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-console': '1' },
    body: JSON.stringify({ email }),
  });
  return /hub_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
}

/** Opens `n` connections that promise a 1000-byte body and send 8 bytes; counts how many the server still holds. */
function slowLoris(port: number, n: number) {
  const sockets: net.Socket[] = [];
  let closedByServer = 0;
  let answered408 = 0;
  for (let i = 0; i < n; i++) {
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(
        `POST /logistics/api/auth/demo-login HTTP/1.1\r\nHost: x\r\nx-hub-console: 1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email"`,
      );
    });
    s.on('data', (d) => {
      if (d.toString().startsWith('HTTP/1.1 408')) answered408++;
    });
    s.on('close', () => closedByServer++);
    s.on('error', () => undefined);
    sockets.push(s);
  }
  return {
    held: () => n - closedByServer,
    answered408: () => answered408,
    stop: () => sockets.forEach((s) => s.destroy()),
  };
}

async function uploadFlood(base: string, cookie: string, n: number) {
  // A valid 2 MiB PNG-signed body: the largest the upload route accepts.
  const png = Buffer.alloc(2 * 1024 * 1024 - 16, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  const results = await Promise.all(
    Array.from({ length: n }, () =>
      fetch(`${base}/logistics/api/field-executives/upload-file?fileName=flood.png`, {
        method: 'POST',
        headers: { cookie, 'x-hub-console': '1', 'content-type': 'image/png' },
        body: png,
      }).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  const counts: Record<string, number> = {};
  for (const s of results) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

async function honestLatencies(base: string, cookie: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until && times.length < 5000) {
    const t0 = performance.now();
    const res = await fetch(`${base}/logistics/api/hub/hubNames`, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1) : 'n/a');

async function main() {
  const { base, port, child } = await start();
  try {
    const honest = await signIn(base, 'hub.exec@demo.hub');
    const attacker = await signIn(base, 'hub.manager@demo.hub');
    const calm = await honestLatencies(base, honest, Date.now() + 3000);
    const before = { rss: rssOf(child.pid!), disk: dirBytes(uploadDir) };

    const loris = slowLoris(port, LORIS);
    const until = Date.now() + SECONDS * 1000;
    const latencies = honestLatencies(base, honest, until);
    await new Promise((r) => setTimeout(r, 1000));
    const heldEarly = loris.held();
    const flood = await uploadFlood(base, attacker, UPLOADS);
    const during = { rss: rssOf(child.pid!), disk: dirBytes(uploadDir) };
    const underAbuse = await latencies;
    const heldLate = loris.held();
    loris.stop();

    console.log(`\nbench:abuse (127.0.0.1, request timeout ${REQUEST_TIMEOUT_MS} ms, ${SECONDS} s)`);
    console.log(`slow-loris: ${LORIS} connections each holding a 1000-byte body after 8 bytes`);
    console.log(`  held after 1 s: ${heldEarly}; held after ${SECONDS} s: ${heldLate}; answered 408: ${loris.answered408()}`);
    console.log(`upload flood: ${UPLOADS} parallel 2 MiB uploads by one user -> statuses ${JSON.stringify(flood)}`);
    console.log(`server memory (RSS): before ${mb(before.rss)}, during ${mb(during.rss)}`);
    console.log(`upload disk: before ${mb(before.disk)}, after ${mb(during.disk)}`);
    console.log(`honest GET /hub/hubNames: calm p50 ${pct(calm, 50)} ms p99 ${pct(calm, 99)} ms (${calm.length} requests)`);
    console.log(`                          under abuse p50 ${pct(underAbuse, 50)} ms p99 ${pct(underAbuse, 99)} ms (${underAbuse.length} requests)`);
  } finally {
    child.kill();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
