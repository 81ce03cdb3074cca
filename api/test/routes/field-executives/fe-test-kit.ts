import { type CreateFieldExecutiveBody } from '@hub/shared/contracts';
import { type TestApp } from '../../helpers/test-app';

/** A tiny valid PNG (1x1) and JPEG header: what the server sniffs. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1b4e60000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);

/** Sends a call that must be refused and checks the status, the message and that nothing in the database moved. */
export const expectRefused = (t: TestApp, opts: Parameters<TestApp['request']>[0], status: number, message: string) => t.expectRefused(opts, status, message);

/** Uploads `data` as the shared uploader does (raw body, name in the query) and returns the file URL. */
export async function upload(t: TestApp, cookie: string, data: Buffer = PNG, contentType = 'image/png'): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/logistics/api/field-executives/upload-file?fileName=pan.png&fileType=image%2Fpng',
    cookie,
    headers: { 'content-type': contentType },
    payload: data,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: string }).data;
}

let panSeq = 0;
/** A fresh valid PAN each call (ABCDE0001F, ABCDE0002F, ...). */
export const nextPan = () => `ABCDE${String(++panSeq).padStart(4, '0')}F`;

/** A valid create body with uploaded images. */
export async function validBody(t: TestApp, cookie: string, overrides: Partial<CreateFieldExecutiveBody> = {}): Promise<CreateFieldExecutiveBody> {
  return {
    name: 'Ravi Kumar',
    phoneNumber: '9876543210',
    panNumber: nextPan(),
    address: '12 MG Road, Bengaluru 560001',
    panCardPhotoUrl: await upload(t, cookie),
    addressProofType: 'VOTER_ID',
    addressProofPhotoUrl: await upload(t, cookie, JPEG, 'image/jpeg'),
    birthDate: '1990-01-01',
    ...overrides,
  };
}

/** Onboards an FE and returns its id. */
export async function createFe(t: TestApp, cookie: string, overrides: Partial<CreateFieldExecutiveBody> = {}): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/logistics/api/field-executives', cookie, payload: await validBody(t, cookie, overrides) });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}
