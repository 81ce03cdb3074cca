import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/shared/contracts';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

// TLS_CERT_FILE / TLS_KEY_FILE (issue 11, docs/adr/002 section 8): the server speaks HTTPS itself, HTTP/2 to a
// browser that offers it and HTTP/1.1 to one that does not; the web app, the API, its writes and the live stream
// all work over both. The certificate is made here for localhost (openssl, as the Lighthouse bench makes its own).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-h2-'));
const certFile = path.join(dir, 'cert.pem');
const keyFile = path.join(dir, 'key.pem');
const web = path.join(dir, 'web');
let t: TestApp;
let origin: string;

beforeAll(async () => {
  // prettier-ignore
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  fs.mkdirSync(web, { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><base href="/"></head><body>shell</body></html>');
  const body = `export const x = "${'chunk '.repeat(400)}";`;
  fs.writeFileSync(path.join(web, 'main.1a2b3c4d.js'), body);
  fs.writeFileSync(path.join(web, 'main.1a2b3c4d.js.br'), zlib.brotliCompressSync(body));
  const tls = loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }).tls;
  t = await createTestApp({ config: { webRoot: web, tls } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** Requests over one HTTP/2 session (what a browser does for every file of the page). */
async function overHttp2<T>(
  fn: (get: (p: string, h?: http2.OutgoingHttpHeaders, body?: string) => Promise<H2Answer>) => Promise<T>,
): Promise<{ alpn: string | false | undefined; result: T }> {
  const session = http2.connect(origin, { rejectUnauthorized: false });
  await new Promise<void>((resolve, reject) => {
    session.once('connect', () => resolve());
    session.once('error', reject);
  });
  const get = (p: string, headers: http2.OutgoingHttpHeaders = {}, body?: string) =>
    new Promise<H2Answer>((resolve, reject) => {
      const req = session.request({ ':path': p, ...headers });
      let answer: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      req.on('response', (h) => (answer = h));
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
      req.on('error', reject);
      req.end(body);
    });
  try {
    return { alpn: session.alpnProtocol, result: await fn(get) };
  } finally {
    session.close();
  }
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE / TLS_KEY_FILE)', () => {
  it('serves the shell, its precompressed chunks and the API over one HTTP/2 connection', async () => {
    const { alpn, result } = await overHttp2(async (get) => ({
      page: await get('/console/hubs'),
      chunk: await get('/console/main.1a2b3c4d.js', { 'accept-encoding': 'br' }),
      health: await get('/logistics/api/health'),
    }));
    expect(alpn).toBe('h2');
    expect(result.page.status).toBe(200);
    expect(result.page.body.toString()).toContain('shell');
    expect(result.chunk.status).toBe(200);
    expect(result.chunk.headers['content-encoding']).toBe('br');
    expect(result.chunk.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(result.chunk.body).toString()).toContain('chunk chunk');
    expect(result.health.status).toBe(200);
  });

  it('a signed-in read, a write (logout) and the live stream work over HTTP/2', async () => {
    const cookie = await t.loginAs('hubExecutive');
    const { result } = await overHttp2(async (get) => {
      const session = await get('/logistics/api/sessionInfo', { cookie });
      const logout = await get('/logistics/api/auth/logout', { ':method': 'POST', cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE });
      return { session, logout };
    });
    expect(result.session.status).toBe(200);
    expect(JSON.parse(result.session.body.toString()).user.email).toBeTruthy();
    expect(result.logout.status).toBe(200);

    const watcherCookie = await t.loginAs('hubExecutive');
    const session = http2.connect(origin, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
        const req = session.request({ ':path': '/logistics/api/live/hubs/HUB-BLR-01', cookie: watcherCookie });
        req.on('response', (h) => {
          resolve(h);
          req.close();
        });
        req.on('error', reject);
        req.end();
      });
      expect(headers[':status']).toBe(200);
      expect(headers['content-type']).toContain('text/event-stream');
    } finally {
      session.close();
    }
  });

  it('a client without HTTP/2 gets HTTP/1.1 on the same port', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get(`${origin}/logistics/api/health`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
        })
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('refuses to start with only one of the two files, naming both', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (PEM files) or neither');
    expect(() => loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: path.join(dir, 'missing.pem') })).toThrow(/^TLS_KEY_FILE: cannot read /);
  });
});
