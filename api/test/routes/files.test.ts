import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  assignFieldExecutive,
  createFieldExecutive,
  FILE_MESSAGES,
  getFile,
  hubForbiddenMessage,
  type Role,
  updateFieldExecutive,
} from '@hub/shared/contracts';
import { rowsOf } from '../../src/db/client';
import { fieldExecutives, userHubs, users } from '../../src/db/schema';
import { DatabaseFileStorage, type FileStorage, LocalDiskFileStorage } from '../../src/plugins/app/file-storage';
import { sampleImages, unresolvedImageReferences } from '../../src/seed/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { upload as uploadAs, validBody } from './field-executives/fe-test-kit';

// Smallest valid PNG (1x1): the upload checks magic bytes, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seedScale: 1 });
  cookie = await t.login('hub.manager@demo.hub');
});
afterAll(() => t.close());

describe('uploaded files', () => {
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

  it('serves an uploaded identity-proof image with its content type, never cached (no-store)', async () => {
    const url = await upload();
    expect(url).toMatch(/^\/logistics\/api\/files\/[A-Za-z0-9_-]{32}$/);
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers an unknown file with 404 naming it', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/files/NOPE', cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: FILE_MESSAGES.notFound('NOPE') });
  });

  it('needs a session for uploaded files', async () => {
    expect((await t.request({ method: 'GET', url: await upload() })).statusCode).toBe(401);
  });
});

/** The SOF0/SOF2 frame of a JPEG: its width and height. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  for (let i = 2; i + 9 < bytes.length;) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}

describe('the seeded sample photos: item, proof-of-delivery and alert-proof images are stored uploads', () => {
  const first = async (query: ReturnType<typeof sql>) => rowsOf<{ url: string }>(await t.app.db.execute(query))[0]!.url;
  const itemImage = () => first(sql`select k.image_url as url from items i join skus k on k.sku_id = i.sku_id order by i.item_id limit 1`);
  const podImage = () => first(sql`select images_url[1] as url from trip_events where type = 'DROP' and cardinality(images_url) > 0 order by id limit 1`);
  const alertProof = () =>
    first(sql`select jsonb_path_query_first(properties, 'lax $.*.proofImageUrls[0]') #>> '{}' as url from alerts
              where jsonb_path_exists(properties, 'lax $.*.proofImageUrls[0]') order by alert_id limit 1`);

  it.each([
    ['an item image', itemImage],
    ['a proof-of-delivery image', podImage],
    ['an alert proof', alertProof],
  ])('serves %s as an upload: a real JPEG of about 320 px, private to signed-in users, cached as uploads are', async (_what, urlOf) => {
    const url = await urlOf();
    expect(url).toMatch(/^\/logistics\/api\/files\/sample-[0-9a-f]{24}$/);
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[a-z]+\.jpg"$/);
    const sample = sampleImages().find((img) => img.url === url)!;
    expect(res.rawPayload.equals(sample.bytes)).toBe(true);
    const size = jpegSize(res.rawPayload);
    expect(Math.max(size!.width, size!.height)).toBe(320);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('puts a sample photo into the file storage the first time it is read, and serves it from there after', async () => {
    const url = await alertProof();
    const sample = sampleImages().find((img) => img.url === url)!;
    await t.app.fileStorage.delete(sample.storageKey);
    expect(await t.app.fileStorage.get(sample.storageKey)).toBeNull();
    expect((await t.request({ method: 'GET', url, cookie })).statusCode).toBe(200);
    expect((await t.app.fileStorage.get(sample.storageKey))?.equals(sample.bytes)).toBe(true);
    expect((await t.request({ method: 'GET', url, cookie })).rawPayload.equals(sample.bytes)).toBe(true);
  });

  it('keeps the whole set small: every photo at most 320 px a side and under 300 kB together', () => {
    const all = sampleImages();
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.reduce((n, img) => n + img.bytes.length, 0)).toBeLessThan(300_000);
    for (const img of all) expect(Math.max(jpegSize(img.bytes)!.width, jpegSize(img.bytes)!.height)).toBeLessThanOrEqual(320);
  });

  it('the world check finds every image reference resolved, and names one that is not a stored upload', async () => {
    expect(rowsOf(await t.app.db.execute(unresolvedImageReferences))).toEqual([]);
    const found = await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`update skus set image_url = '/logistics/api/files/sample-000000000000000000000000' where sku_id = (select min(sku_id) from skus)`);
        await tx.execute(
          sql`update alerts set properties = '{"deliveryReceiptProperties":{"proofImageUrls":["https://elsewhere.example/p.jpg"]}}' where alert_id = (select min(alert_id) from alerts)`,
        );
        const rows = rowsOf<{ source: string; url: string }>(await tx.execute(unresolvedImageReferences));
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((err: { rows?: unknown }) => err.rows);
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        { source: 'skus.image_url', url: '/logistics/api/files/sample-000000000000000000000000' },
        { source: 'alerts.properties', url: 'https://elsewhere.example/p.jpg' },
      ]),
    );
  });

  it('the orphan sweep never removes the sample photos', async () => {
    await t.app.uploads.sweep(new Date(Date.now() + 365 * 86_400_000));
    const url = await itemImage();
    expect((await t.request({ method: 'GET', url, cookie })).statusCode).toBe(200);
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

/** A signed-in user with these roles who works only in these hubs (demo accounts work in all three demo hubs). */
async function signInAt(roles: Role[], hubs: string[]): Promise<string> {
  const id = `USR-FILES-${crypto.randomBytes(4).toString('hex')}`;
  const email = `${id.toLowerCase()}@test.hub`;
  await t.app.db.insert(users).values({ id, email, name: id, roles, isDemo: true });
  if (hubs.length) await t.app.db.insert(userHubs).values(hubs.map((hubOrgUnitId) => ({ userId: id, hubOrgUnitId })));
  return t.login(email);
}
const fileIdOf = (url: string) => url.split('/').pop()!;
const read = (url: string, as: string) => t.call(getFile, { params: { fileId: fileIdOf(url) } }, { cookie: as });
const readRefused = (url: string, as: string, status: number, message: string) =>
  t.expectCallRefused(getFile, { params: { fileId: fileIdOf(url) } }, status, message, { cookie: as });

describe('who may read an upload: its uploader, or who may see what it is attached to (docs/areas/platform.md)', () => {
  let feId: string;
  let pan: string;
  beforeAll(async () => {
    const body = await validBody(t, cookie);
    pan = body.panCardPhotoUrl;
    const res = await t.call(createFieldExecutive, { body }, { cookie });
    expect(res.statusCode).toBe(200);
    feId = res.json().data.id;
  });

  it(`keeps an unattached upload its uploader's: anyone else gets 403 "${FILE_MESSAGES.notYours}"`, async () => {
    const url = await uploadAs(t, cookie);
    expect((await read(url, cookie)).statusCode).toBe(200);
    await readRefused(url, await signInAt(['hubManager'], ['HUB-BLR-01']), 403, FILE_MESSAGES.notYours);
    await readRefused(url, await t.loginAs('admin'), 403, FILE_MESSAGES.notYours);
  });

  it(`shows an FE's documents to every hub manager while the FE is in no hub, and to no other role ("${FILE_MESSAGES.feDocument}")`, async () => {
    const res = await read(pan, await signInAt(['hubManager'], ['HUB-PUN-03']));
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    for (const role of ['hubExecutive', 'supportTeam', 'admin', 'hubPsvManager'] as const) {
      await readRefused(pan, await t.loginAs(role), 403, FILE_MESSAGES.feDocument);
    }
  });

  it("follows the FE's hubs once it is assigned: a hub manager of another hub gets 403 naming the hub", async () => {
    expect((await t.call(assignFieldExecutive, { body: { feId, hubOrgUnitId: 'HUB-BLR-01' } }, { cookie })).statusCode).toBe(200);
    await readRefused(pan, await signInAt(['hubManager'], ['HUB-HYD-02']), 403, hubForbiddenMessage('HUB-BLR-01'));
    expect((await read(pan, await signInAt(['hubManager'], ['HUB-HYD-02', 'HUB-BLR-01']))).statusCode).toBe(200);
    expect((await read(pan, await signInAt(['hubManager'], []))).statusCode).toBe(403);
  });

  it("shows the seeded sample photos to every signed-in user of any hub (they are shared by every hub's data)", async () => {
    const [fe] = await t.app.db
      .select({ url: fieldExecutives.panCardPhotoUrl })
      .from(fieldExecutives)
      .where(sql`${fieldExecutives.panCardPhotoUrl} like '%/sample-%'`)
      .limit(1);
    for (const as of [await t.loginAs('hubExecutive'), await signInAt(['hubExecutive'], [])]) expect((await read(fe!.url, as)).statusCode).toBe(200);
  });
});

describe('who may attach an upload: only its uploader', () => {
  it(`refuses an FE created with another person's upload with 403 "${FILE_MESSAGES.uploadedBySomeoneElse}", nothing stored`, async () => {
    const other = await signInAt(['hubManager'], ['HUB-BLR-01']);
    const theirs = await uploadAs(t, other);
    const body = { ...(await validBody(t, cookie)), panCardPhotoUrl: theirs };
    await t.expectCallRefused(createFieldExecutive, { body }, 403, FILE_MESSAGES.uploadedBySomeoneElse, { cookie });
    // A seeded sample photo is nobody's upload either.
    const sample = (await t.app.db.select({ url: fieldExecutives.addressProofPhotoUrl }).from(fieldExecutives).limit(1))[0]!.url;
    await t.expectCallRefused(
      createFieldExecutive,
      { body: { ...body, panCardPhotoUrl: await uploadAs(t, cookie), addressProofPhotoUrl: sample } },
      403,
      FILE_MESSAGES.uploadedBySomeoneElse,
      {
        cookie,
      },
    );
  });

  it("refuses an FE edit naming another FE's document, and accepts the editor's own upload", async () => {
    const created = await t.call(createFieldExecutive, { body: await validBody(t, cookie) }, { cookie });
    const fe = created.json().data;
    const other = await signInAt(['hubManager'], ['HUB-BLR-01']);
    const someoneElses = (await t.call(createFieldExecutive, { body: await validBody(t, other) }, { cookie: other })).json().data.panCardPhotoUrl;
    await t.expectCallRefused(
      updateFieldExecutive,
      { params: { id: fe.id }, body: { panCardPhotoUrl: someoneElses } },
      403,
      FILE_MESSAGES.uploadedBySomeoneElse,
      {
        cookie,
      },
    );
    const mine = await uploadAs(t, cookie);
    expect((await t.call(updateFieldExecutive, { params: { id: fe.id }, body: { panCardPhotoUrl: mine } }, { cookie })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(fieldExecutives).where(eq(fieldExecutives.id, fe.id));
    expect(row!.panCardPhotoUrl).toBe(mine);
  });
});
