import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseFileStorage, type FileStorage, LocalDiskFileStorage } from '../../src/plugins/app/file-storage';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Smallest valid PNG (1x1): the upload checks magic bytes, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seedScale: 1 });
  cookie = await t.login('hub.manager@demo.hub');
});
afterAll(() => t.close());

describe('files and demo images', () => {
  const upload = async () =>
    (
      await t.request({
        method: 'POST',
        url: '/logistics/api/field-executives/upload-file?fileName=pan.png',
        cookie,
        headers: { 'content-type': 'image/png' },
        payload: PNG,
      })
    ).json().data as string;

  it('serves an uploaded identity-proof image with its content type', async () => {
    const url = await upload();
    expect(url).toMatch(/^\/logistics\/api\/files\/[A-Za-z0-9_-]{32}$/);
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers an unknown file with 404 naming it', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/files/NOPE', cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File NOPE not found' });
  });

  it('needs a session for uploaded files', async () => {
    expect((await t.request({ method: 'GET', url: await upload() })).statusCode).toBe(401);
  });

  it('draws a product image as SVG and refuses odd names', async () => {
    const ok = await t.request({ method: 'GET', url: '/logistics/api/media/sku/SKU00001.svg', cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(ok.body).toContain('SKU00001');
    const bad = await t.request({ method: 'GET', url: '/logistics/api/media/sku/..%2Fetc.svg', cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Image name must look like ABC-123.svg');
  });
});

describe.each<[string, () => Promise<{ storage: FileStorage; done: () => Promise<void> }>]>([
  [
    'LocalDiskFileStorage',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-files-'));
      return { storage: new LocalDiskFileStorage(dir), done: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  ['DatabaseFileStorage', async () => ({ storage: new DatabaseFileStorage(t.app.db), done: async () => {} })],
])('%s', (_name, make) => {
  it('round-trips bytes, answers null for a missing key and refuses unsafe keys', async () => {
    const { storage, done } = await make();
    await storage.put('abcdefghijklmnop', Buffer.from('x'));
    expect((await storage.get('abcdefghijklmnop'))?.toString()).toBe('x');
    await storage.delete('abcdefghijklmnop');
    expect(await storage.get('abcdefghijklmnop')).toBeNull();
    await expect(storage.put('../../../../tmp/evil', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    await done();
  });
});
