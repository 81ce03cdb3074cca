import {
  createFieldExecutive,
  deactivateFieldExecutive,
  feListResponseSchema,
  feSearchResponseSchema,
  fieldExecutiveResponseSchema,
  guardMessage,
  maskIdentifier,
  type Role,
  ROLES,
  updateFieldExecutive,
} from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createFe, PNG, upload, validBody } from './fe-test-kit';

// Least privilege on FE personal data (spec 001 §6, docs/adr/006): writes are hub-manager-only; every other role
// reads PAN and phone masked and never gets the identity-document image URLs.
let t: TestApp;
let manager: string;
let feId: string;
const PAN = 'LPRIV1234K';
const PHONE = '8123456789';
const API = '/logistics/api/field-executives';
const OTHERS = ROLES.filter((r): r is Exclude<Role, 'hubManager'> => r !== 'hubManager');

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.loginAs('hubManager');
  feId = await createFe(t, manager, { name: 'Leela Privtest', panNumber: PAN, phoneNumber: PHONE });
});
afterAll(() => t.close());

describe('FE writes need the hub-manager flag', () => {
  it.each(OTHERS)('refuses create, edit and deactivate by %s with 403 "HubManager role is required.", database unchanged', async (role) => {
    const cookie = await t.loginAs(role);
    const body = await validBody(t, manager);
    const message = guardMessage('hubManager');
    expect(message).toBe('HubManager role is required.');
    await t.expectRefused({ method: createFieldExecutive.method, url: API, cookie, payload: body }, 403, message);
    await t.expectRefused({ method: updateFieldExecutive.method, url: `${API}/${feId}`, cookie, payload: { name: 'Someone Else' } }, 403, message);
    await t.expectRefused(
      { method: deactivateFieldExecutive.method, url: `${API}/${feId}/deactivate`, cookie, payload: { reason: 'Not allowed to do this' } },
      403,
      message,
    );
  });
});

describe('masking of PAN and phone', () => {
  const get = async (cookie: string, url: string) => {
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as unknown;
  };

  it('formats a masked value as "•" for all but the last 4 characters', () => {
    expect(maskIdentifier(PAN)).toBe('••••••234K');
    expect(maskIdentifier(PHONE)).toBe('••••••6789');
    expect(maskIdentifier('123')).toBe('•••');
  });

  it.each(OTHERS)('answers %s the list, the search and the detail masked, without the document image URLs', async (role) => {
    const cookie = await t.loginAs(role);
    const list = feListResponseSchema.parse(await get(cookie, `${API}/recent?search=privtest`));
    expect(list.items.map((f) => [f.id, f.panNumber, f.phoneNumber])).toEqual([[feId, '••••••234K', '••••••6789']]);

    // Found by the real PAN and the real phone (the search runs on stored values), answered masked.
    for (const identifier of [PAN, PHONE, feId]) {
      const found = feSearchResponseSchema.parse(await get(cookie, `${API}/search?identifier=${identifier}`));
      expect([found.fieldExecutive.panNumber, found.fieldExecutive.phoneNumber]).toEqual(['••••••234K', '••••••6789']);
    }

    const raw = await get(cookie, `${API}/${feId}`);
    const detail = fieldExecutiveResponseSchema.parse(raw);
    expect([detail.panNumber, detail.phoneNumber]).toEqual(['••••••234K', '••••••6789']);
    expect(raw).not.toHaveProperty('panCardPhotoUrl');
    expect(raw).not.toHaveProperty('addressProofPhotoUrl');
    // No file id of the FE's documents anywhere in the answers.
    const text = JSON.stringify([list, raw]);
    expect(text).not.toContain('/files/');
    expect(text).not.toContain(PAN);
    expect(text).not.toContain(PHONE);
  });

  it('answers the hub manager everything unmasked, document URLs included', async () => {
    const list = feListResponseSchema.parse(await get(manager, `${API}/recent?search=privtest`));
    expect([list.items[0]!.panNumber, list.items[0]!.phoneNumber]).toEqual([PAN, PHONE]);
    const found = feSearchResponseSchema.parse(await get(manager, `${API}/search?identifier=${PAN}`));
    expect([found.fieldExecutive.panNumber, found.fieldExecutive.phoneNumber]).toEqual([PAN, PHONE]);
    const detail = fieldExecutiveResponseSchema.parse(await get(manager, `${API}/${feId}`));
    expect([detail.panNumber, detail.phoneNumber]).toEqual([PAN, PHONE]);
    expect(detail.panCardPhotoUrl).toMatch(/^\/logistics\/api\/files\//);
    expect(detail.addressProofPhotoUrl).toMatch(/^\/logistics\/api\/files\//);
  });
});

describe('the identity-document images are never cached', () => {
  it.each([
    ['a PAN card', 'FE_PAN_CARD'],
    ['an address proof', 'FE_ADDRESS_PROOF'],
  ])('serves %s with Cache-Control: no-store', async (_what, purpose) => {
    const res = await t.request({
      method: 'POST',
      url: `${API}/upload-file?fileName=doc.png&purpose=${purpose}`,
      cookie: manager,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(200);
    const file = await t.request({ method: 'GET', url: res.json().data, cookie: manager });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('serves an FE upload without a declared purpose and both images of an onboarded FE with no-store', async () => {
    const detail = fieldExecutiveResponseSchema.parse((await t.request({ method: 'GET', url: `${API}/${feId}`, cookie: manager })).json());
    for (const url of [await upload(t, manager), detail.panCardPhotoUrl!, detail.addressProofPhotoUrl!]) {
      const file = await t.request({ method: 'GET', url, cookie: manager });
      expect([file.statusCode, file.headers['cache-control']]).toEqual([200, 'no-store']);
    }
  });
});
