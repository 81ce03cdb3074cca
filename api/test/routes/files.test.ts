import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seedScale: 1 });
  cookie = await t.login('hub.manager@demo.hub');
});
afterAll(() => t.close());

describe('files and demo images', () => {
  it('serves a seeded identity-proof upload with its content type', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/files/UPL-SEED-PAN', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers an unknown file with 404 naming it', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/files/NOPE', cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File NOPE not found' });
  });

  it('needs a session for uploaded files', async () => {
    expect((await t.request({ method: 'GET', url: '/logistics/api/files/UPL-SEED-PAN' })).statusCode).toBe(401);
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
