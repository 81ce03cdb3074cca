import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_COMPRESS_THRESHOLD } from '../../src/plugins/external/compress';
import { negotiateEncoding } from '@hub/edge';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Compression of what the server sends (issue 11): static text assets precompressed at build time (the build writes
// .br/.gz siblings: tooling/precompress.mjs; made here the same way), documents composed per request and API JSON
// compressed per request. Caching: hashed chunks immutable, documents revalidated.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-compress-'));
let t: TestApp;

const chunk = `/* a hashed chunk */ ${'export const value = "some text that compresses well"; '.repeat(200)}`;
const entry = `/* remoteEntry */ ${'var remote = "hubops remote entry"; '.repeat(100)}`;
const manifest = JSON.stringify({ name: 'hubops', assets: Array.from({ length: 40 }, (_, i) => `chunk-${i}.12345678.js`) });
const css = `.a{color:red}${'.mantine-Button-root{display:inline-block;padding:0 12px}'.repeat(100)}`;

/** Writes a file and its precompressed siblings, as the build does. */
function writeAsset(rel: string, body: string) {
  const file = path.join(web, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

const decode = (raw: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');

beforeAll(async () => {
  fs.writeFileSync(path.join(web, 'index.html'), `<html><head><base href="/"></head><body>${'<!-- padding -->'.repeat(60)}</body></html>`);
  fs.writeFileSync(
    path.join(web, 'remote-registry.json'),
    JSON.stringify({
      schemaVersion: 1,
      remotes: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`remote${i}`, { entry: `remotes/remote${i}/mf-manifest.json` }])),
    }),
  );
  writeAsset('main.1a2b3c4d.js', chunk);
  writeAsset('2584.57dcaffd.css', css);
  writeAsset('remotes/hubops/remoteEntry.js', entry);
  writeAsset('remotes/hubops/mf-manifest.json', manifest);
  t = await createTestApp({ config: { webRoot: web } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('static assets', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('a hashed chunk asked with Accept-Encoding %s is sent %s, immutable, varying by encoding', async (accept, expected) => {
    const res = await t.app.inject({ method: 'GET', url: '/console/main.1a2b3c4d.js', headers: accept === undefined ? {} : { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload, expected)).toBe(chunk);
    if (expected) expect(res.rawPayload.length).toBeLessThan(chunk.length / 5);
  });

  it('sends stylesheets compressed with their own type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/2584.57dcaffd.css', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(decode(res.rawPayload, 'br')).toBe(css);
  });

  it('revalidates remoteEntry.js and the manifest (names that do not change between builds), compressed too', async () => {
    for (const url of ['/console/remotes/hubops/remoteEntry.js', '/console/remotes/hubops/mf-manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/console/remotes/hubops/mf-manifest.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(manifest));
  });

  it('answers a Range request with the bytes asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/main.1a2b3c4d.js', headers: { range: 'bytes=0-19' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-19/${Buffer.byteLength(chunk)}`);
    expect(res.body).toBe(chunk.slice(0, 20));
    // With an encoding the range is of the encoded representation (what Content-Length and the ETag describe).
    const br = await t.app.inject({ method: 'GET', url: '/console/main.1a2b3c4d.js', headers: { range: 'bytes=0-9', 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(zlib.brotliCompressSync(chunk).subarray(0, 10));
  });

  it('answers HEAD with the headers of the encoding GET would send, and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/console/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(chunk).length);
    expect(res.rawPayload.length).toBe(0);
    const plain = await t.app.inject({ method: 'HEAD', url: '/console/main.1a2b3c4d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(chunk));
  });

  it('answers a conditional request with 304 per encoding (the ETag is of the representation sent)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/console/remotes/hubops/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({
      method: 'GET',
      url: '/console/remotes/hubops/remoteEntry.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const gzip = await t.app.inject({ method: 'GET', url: '/console/remotes/hubops/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('documents composed per request', () => {
  it('sends index.html compressed, never cached', async () => {
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/console/hubs', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(res.rawPayload, expected)).toContain('<base href="/console/">');
    }
  });

  it('sends the registry compressed, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/remote-registry.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decode(res.rawPayload, 'gzip')).remotes.remote3).toEqual({ entry: 'remotes/remote3/mf-manifest.json' });
  });

  it('negotiates brotli first, gzip next, and honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold and leaves small answers as they are', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/logistics/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(docs.rawPayload, 'br')).openapi).toBeDefined();
    const gz = await t.app.inject({ method: 'GET', url: '/logistics/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/logistics/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const health = await t.app.inject({ method: 'GET', url: '/logistics/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(API_COMPRESS_THRESHOLD);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a signed-in call and keeps its no-store caching', async () => {
    const cookie = await t.login('hub.manager@demo.hub');
    const res = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    const body = decode(res.rawPayload, res.headers['content-encoding'] as string | undefined);
    expect(JSON.parse(body).user.email).toBe('hub.manager@demo.hub');
    // Compressed exactly when above the threshold.
    expect(res.headers['content-encoding']).toBe(Buffer.byteLength(body) >= API_COMPRESS_THRESHOLD ? 'gzip' : undefined);
  });
});
