import fs from 'node:fs';
import { Readable } from 'node:stream';
import { FE_UPLOAD_MAX_BYTES, feUploadResponseSchema, FILE_MESSAGES } from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { type LocalDiskFileStorage } from '../../../src/plugins/app/file-storage';
import { JPEG, PNG } from './fe-test-kit';

let t: TestApp;
let cookie: string;
let dir: string;
const URL_ = '/logistics/api/field-executives/upload-file?fileName=card.png';

beforeAll(async () => {
  t = await createTestApp();
  // The test app stores uploads on disk in its own temp directory (removed on close); count files there.
  dir = (t.app.fileStorage as LocalDiskFileStorage).dir;
  cookie = await t.login('hub.exec@demo.hub');
});
afterAll(() => t.close());

const post = (payload: Buffer | string, contentType = 'image/png', signedIn = true) =>
  t.request({ method: 'POST', url: URL_, cookie: signedIn ? cookie : undefined, headers: { 'content-type': contentType }, payload });

async function expectRefused(payload: Buffer | string, contentType: string, status: number, message: string) {
  const before = await t.fingerprint();
  const files = fs.readdirSync(dir, { recursive: true }).length;
  const res = await post(payload, contentType);
  expect([res.statusCode, res.json().message]).toEqual([status, message]);
  expect(await t.fingerprint()).toBe(before);
  expect(fs.readdirSync(dir, { recursive: true }).length).toBe(files);
}

describe('POST /field-executives/upload-file', () => {
  it('stores a png and a jpeg on disk and answers an unguessable URL the uploader reads from data', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const res = await post(bytes, type);
      expect(res.statusCode).toBe(200);
      const body = feUploadResponseSchema.parse(res.json());
      expect(body.data).toMatch(/^\/logistics\/api\/files\/[A-Za-z0-9_-]{32}$/);
      const file = await t.request({ method: 'GET', url: body.data, cookie });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('decides the type by content: a png sent as octet-stream is stored as image/png', async () => {
    const res = await post(PNG, 'application/octet-stream');
    const file = await t.request({ method: 'GET', url: res.json().data, cookie });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('accepts exactly 2097152 bytes', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(FE_UPLOAD_MAX_BYTES - PNG.length)]);
    expect((await post(exact)).statusCode).toBe(200);
  });

  it('refuses 2097153 bytes with 413 "File size should be less than 2MB", nothing stored', async () => {
    const over = Buffer.concat([PNG, Buffer.alloc(FE_UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    await expectRefused(over, 'image/png', 413, 'File size should be less than 2MB');
  });

  it('counts bytes while streaming: a chunked body without a length over 2097152 bytes is 413, nothing stored', async () => {
    const before = await t.fingerprint();
    const chunks = [PNG, ...Array.from({ length: 33 }, () => Buffer.alloc(65536))];
    const res = await t.request({ method: 'POST', url: URL_, cookie, headers: { 'content-type': 'image/png' }, payload: Readable.from(chunks) });
    expect([res.statusCode, res.json().message]).toEqual([413, 'File size should be less than 2MB']);
    expect(await t.fingerprint()).toBe(before);
  });

  it('refuses a non-image named and typed as png (415), a text file, a PDF and an empty body, nothing stored', async () => {
    await expectRefused(Buffer.from('this is not an image at all'), 'image/png', 415, 'Upload a png or jpeg image');
    await expectRefused(Buffer.from('%PDF-1.7\n...'), 'application/pdf', 415, 'Upload a png or jpeg image');
    await expectRefused(Buffer.from('GIF89a......'), 'image/gif', 415, 'Upload a png or jpeg image');
    const empty = await post(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an upload without a session (401), nothing stored', async () => {
    const before = await t.fingerprint();
    const res = await post(PNG, 'image/png', false);
    expect(res.statusCode).toBe(401);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('GET /files/:fileId (an uploaded FE image)', () => {
  it('serves files only to signed-in users (an unattached one to its uploader only), and 404 for an unknown id', async () => {
    const url = (await post(PNG)).json().data as string;
    expect(url.startsWith('/logistics/api/files/')).toBe(true);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, cookie })).statusCode).toBe(200);
    const other = await t.login('routing@demo.hub');
    expect((await t.request({ method: 'GET', url, cookie: other })).json()).toEqual({ message: FILE_MESSAGES.notYours });
    expect((await t.request({ method: 'GET', url: '/logistics/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', cookie })).statusCode).toBe(404);
  });
});
