import { eq } from 'drizzle-orm';
import { FE_MESSAGES, feListResponseSchema, fieldExecutiveWriteResponseSchema } from '@hub/shared/contracts';
import { fieldExecutives } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createFe, expectRefused as refuse, upload, validBody } from './fe-test-kit';

let t: TestApp;
let manager: string;
let exec: string;
const API = '/logistics/api/field-executives';

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('hub.manager@demo.hub');
  exec = await t.login('hub.exec@demo.hub');
});
afterAll(() => t.close());

const expectRefused = (opts: Parameters<TestApp['request']>[0], status: number, message: string) => refuse(t, opts, status, message);

describe('POST /field-executives', () => {
  it('onboards an FE: id FE- + 8 digits, ACTIVE, PAN uppercased, birth date default, who is recorded', async () => {
    const body = await validBody(t, manager, { panNumber: 'pqrst1234z', name: '  Meena Das ' });
    const { birthDate: _b, ...withoutBirth } = body;
    const res = await t.request({ method: 'POST', url: API, cookie: manager, payload: withoutBirth });
    expect(res.statusCode).toBe(200);
    const { data, message } = fieldExecutiveWriteResponseSchema.parse(res.json());
    expect(message).toBe('Field Executive added successfully');
    expect(data).toMatchObject({
      name: 'Meena Das',
      panNumber: 'PQRST1234Z',
      status: 'ACTIVE',
      currentActive: true,
      birthDate: '1990-01-01',
      addressProofType: 'VOTER_ID',
    });
    expect(data.id).toMatch(/^FE-\d{8}$/);
    const [row] = await t.app.db.select().from(fieldExecutives).where(eq(fieldExecutives.id, data.id));
    expect(row!.createdBy).toBe('hub.manager@demo.hub');
  });

  it('defaults the address proof type to VOTER_ID and accepts PASSPORT and DRIVING_LICENSE', async () => {
    for (const type of ['PASSPORT', 'DRIVING_LICENSE'] as const) {
      const id = await createFe(t, manager, { addressProofType: type });
      const res = await t.request({ method: 'GET', url: `${API}/${id}`, cookie: manager });
      expect(res.json().addressProofType).toBe(type);
    }
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['an invalid phone', { phoneNumber: '5876543210' }, 'Enter valid Indian phone number'],
    ['a 9-digit phone', { phoneNumber: '987654321' }, 'Enter valid Indian phone number'],
    ['a missing phone', { phoneNumber: undefined }, 'Enter valid Indian phone number'],
    ['an invalid PAN', { panNumber: 'ABCD12345F' }, 'Enter valid PAN number'],
    ['a missing PAN', { panNumber: undefined }, 'Enter valid PAN number'],
    ['a short name', { name: 'Ra' }, 'Name must be at least 3 characters'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a short address', { address: 'MG Road' }, 'Address must be at least 10 characters'],
    ['a missing address', { address: undefined }, 'Address is required'],
    ['a missing PAN card image', { panCardPhotoUrl: undefined }, 'PAN card image is required'],
    ['an empty PAN card image', { panCardPhotoUrl: '' }, 'PAN card image is required'],
    ['a PAN card URL that is not an upload', { panCardPhotoUrl: 'https://evil.example/p.png' }, 'PAN card image is required'],
    ['a missing address proof document', { addressProofPhotoUrl: undefined }, 'Address proof document is required'],
    ['an unknown address proof type', { addressProofType: 'RATION_CARD' }, 'Address proof type is required'],
  ];
  it.each(bad)("refuses %s with 400 and the form's message, database unchanged", async (_what, overrides, message) => {
    const payload = { ...(await validBody(t, manager)), ...overrides };
    await expectRefused({ method: 'POST', url: API, cookie: manager, payload }, 400, message);
  });

  it('refuses a duplicate PAN with 409 "PAN number already exists" (case-insensitively), database unchanged', async () => {
    await createFe(t, manager, { panNumber: 'DUPLI1234C' });
    const payload = await validBody(t, manager, { panNumber: 'dupli1234c' });
    await expectRefused({ method: 'POST', url: API, cookie: manager, payload }, 409, 'PAN number already exists');
  });

  it('refuses a write without a session (401) and without the x-hub-console header', async () => {
    const payload = await validBody(t, manager);
    const before = await t.fingerprint();
    const anon = await t.request({ method: 'POST', url: API, payload });
    expect(anon.statusCode).toBe(401);
    const noHeader = await t.app.inject({ method: 'POST', url: API, payload, headers: { cookie: manager } });
    expect(noHeader.statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('GET /field-executives/:id', () => {
  it('answers the FE, and 404 "Field Executive not found" for an unknown id', async () => {
    const id = await createFe(t, manager);
    const ok = await t.request({ method: 'GET', url: `${API}/${id}`, cookie: exec });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(id);
    const missing = await t.request({ method: 'GET', url: `${API}/FE-00000000`, cookie: exec });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Field Executive not found']);
  });
});

describe('PUT /field-executives/:id', () => {
  it('changes only the fields sent', async () => {
    const id = await createFe(t, manager, { phoneNumber: '9123456789' });
    const res = await t.request({ method: 'PUT', url: `${API}/${id}`, cookie: manager, payload: { phoneNumber: '8123456789' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Field Executive updated successfully');
    expect(res.json().data).toMatchObject({ phoneNumber: '8123456789', name: 'Ravi Kumar' });
  });

  it('accepts a new address proof document that was uploaded', async () => {
    const id = await createFe(t, manager);
    const url = await upload(t, manager);
    const res = await t.request({ method: 'PUT', url: `${API}/${id}`, cookie: manager, payload: { addressProofPhotoUrl: url, addressProofType: 'PASSPORT' } });
    expect(res.json().data).toMatchObject({ addressProofPhotoUrl: url, addressProofType: 'PASSPORT' });
  });

  it('refuses a PAN edit with 400 "PAN number is not editable", database unchanged', async () => {
    const id = await createFe(t, manager);
    await expectRefused({ method: 'PUT', url: `${API}/${id}`, cookie: manager, payload: { panNumber: 'ZZZZZ9999Z' } }, 400, FE_MESSAGES.panNotEditable);
  });

  it('refuses an empty body and a body equal to the stored values with "No changes to update"', async () => {
    const id = await createFe(t, manager, { name: 'Same Name' });
    await expectRefused({ method: 'PUT', url: `${API}/${id}`, cookie: manager, payload: {} }, 400, 'No changes to update');
    await expectRefused({ method: 'PUT', url: `${API}/${id}`, cookie: manager, payload: { name: 'Same Name' } }, 400, 'No changes to update');
  });

  it.each([
    [{ phoneNumber: '12345' }, 'Enter valid Indian phone number'],
    [{ name: 'Al' }, 'Name must be at least 3 characters'],
    [{ address: 'short' }, 'Address must be at least 10 characters'],
    [{ panCardPhotoUrl: '/logistics/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'PAN card image is required'],
  ])('refuses %j with %s, database unchanged', async (payload, message) => {
    const id = await createFe(t, manager);
    await expectRefused({ method: 'PUT', url: `${API}/${id}`, cookie: manager, payload }, 400, message);
  });

  it('refuses to edit a DEACTIVATED FE (409) and an unknown one (404)', async () => {
    const id = await createFe(t, manager);
    await t.request({ method: 'POST', url: `${API}/${id}/deactivate`, cookie: manager, payload: { reason: 'Left the company' } });
    await expectRefused({ method: 'PUT', url: `${API}/${id}`, cookie: manager, payload: { name: 'New Name' } }, 409, FE_MESSAGES.onlyActiveEdit);
    await expectRefused({ method: 'PUT', url: `${API}/FE-99999999`, cookie: manager, payload: { name: 'New Name' } }, 404, 'Field Executive not found');
  });
});

describe('POST /field-executives/:id/deactivate', () => {
  it('deactivates an ACTIVE FE and stores the trimmed reason, who and when', async () => {
    const id = await createFe(t, manager);
    const res = await t.request({ method: 'POST', url: `${API}/${id}/deactivate`, cookie: manager, payload: { reason: '  Moved to another city  ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Field Executive deactivated successfully');
    expect(res.json().data).toMatchObject({
      status: 'DEACTIVATED',
      currentActive: false,
      deactivationReason: 'Moved to another city',
      deactivatedBy: 'hub.manager@demo.hub',
    });
    expect(Date.now() - Date.parse(res.json().data.deactivatedAt)).toBeLessThan(60_000);
  });

  it.each([
    [{ reason: 'too short' }, 'Reason must be at least 10 characters'],
    [{ reason: '   123456789   ' }, 'Reason must be at least 10 characters'],
    [{ reason: '    ' }, 'Reason is required'],
    [{}, 'Reason is required'],
  ])('refuses %j with %s, database unchanged', async (payload, message) => {
    const id = await createFe(t, manager);
    await expectRefused({ method: 'POST', url: `${API}/${id}/deactivate`, cookie: manager, payload }, 400, message);
  });

  it('refuses to deactivate a DEACTIVATED FE with 409, database unchanged', async () => {
    const id = await createFe(t, manager);
    await t.request({ method: 'POST', url: `${API}/${id}/deactivate`, cookie: manager, payload: { reason: 'First deactivation' } });
    await expectRefused(
      { method: 'POST', url: `${API}/${id}/deactivate`, cookie: manager, payload: { reason: 'Second deactivation' } },
      409,
      FE_MESSAGES.onlyActiveDeactivate,
    );
  });

  it('answers 404 for an unknown FE', async () => {
    await expectRefused(
      { method: 'POST', url: `${API}/FE-99999998/deactivate`, cookie: manager, payload: { reason: 'No such person here' } },
      404,
      'Field Executive not found',
    );
  });
});

describe('GET /field-executives/recent', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [];
    ids.push(await createFe(t, manager, { name: 'Zubin Listtest', phoneNumber: '7000000001', panNumber: 'LISTA1111A' }));
    ids.push(await createFe(t, manager, { name: 'Yamini Listtest', phoneNumber: '7000000002', panNumber: 'LISTB2222B' }));
    ids.push(await createFe(t, manager, { name: 'Xavier Listtest', phoneNumber: '7000000003', panNumber: 'LISTC3333C' }));
    await t.request({ method: 'POST', url: `${API}/${ids[2]}/deactivate`, cookie: manager, payload: { reason: 'Deactivated for the list test' } });
  });
  const list = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `${API}/recent?${query}`, cookie: exec });
    expect(res.statusCode).toBe(200);
    return feListResponseSchema.parse(res.json());
  };

  it('searches case-insensitively across name, id, phone and PAN, with counts per status', async () => {
    const byName = await list('search=listTEST');
    expect(byName.counts).toEqual({ ALL: 3, ACTIVE: 2, DEACTIVATED: 1 });
    expect(byName.items.map((i) => i.name)).toEqual(['Xavier Listtest', 'Yamini Listtest', 'Zubin Listtest']);
    expect((await list(`search=${ids[0]!.toLowerCase()}`)).items.map((i) => i.id)).toEqual([ids[0]]);
    expect((await list('search=7000000002')).items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await list('search=listc3333c')).items.map((i) => i.id)).toEqual([ids[2]]);
  });

  it('filters by status and pages, most recent first', async () => {
    const active = await list('search=listtest&status=ACTIVE');
    expect(active.items.map((i) => i.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(active.total).toBe(2);
    const deact = await list('search=listtest&status=DEACTIVATED');
    expect(deact.items.map((i) => i.id)).toEqual([ids[2]]);
    const page2 = await list('search=listtest&pageSize=2&page=2');
    expect(page2.items.map((i) => i.id)).toEqual([ids[0]]);
    expect(page2.total).toBe(3);
  });

  it('treats LIKE wildcards as plain characters and finds nothing for them', async () => {
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
  });

  it('refuses a bad page size and an unknown status', async () => {
    const big = await t.request({ method: 'GET', url: `${API}/recent?pageSize=1000`, cookie: exec });
    expect(big.statusCode).toBe(400);
    const status = await t.request({ method: 'GET', url: `${API}/recent?status=GONE`, cookie: exec });
    expect(status.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: `${API}/recent` })).statusCode).toBe(401);
  });
});

describe('GET /field-executives/search (identifier)', () => {
  let id: string;
  beforeAll(async () => {
    id = await createFe(t, manager, { name: 'Search Target', phoneNumber: '6999999999', panNumber: 'SRCHX1234Y' });
  });
  const search = (identifier: string) => t.request({ method: 'GET', url: `${API}/search?identifier=${encodeURIComponent(identifier)}`, cookie: manager });

  it('finds an FE by id, phone and PAN (any case)', async () => {
    for (const [identifier, by] of [
      [id, 'id'],
      [id.toLowerCase(), 'id'],
      ['6999999999', 'phone'],
      ['srchx1234y', 'pan'],
    ] as const) {
      const res = await search(identifier);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ matchedBy: by, fieldExecutive: { id, name: 'Search Target' }, assignedHubOrgUnitIds: [] });
    }
  });

  it('answers 404 "No Field Executive found with this identifier" for a complete identifier with no FE', async () => {
    for (const identifier of ['FE-12345678', '6000000000', 'NOONE1234Z']) {
      const res = await search(identifier);
      expect([res.statusCode, res.json().message]).toEqual([404, 'No Field Executive found with this identifier']);
    }
  });

  it('refuses incomplete or malformed identifiers with the progressive messages', async () => {
    for (const [identifier, message] of [
      ['98765', 'Enter 5 more digits for phone search'],
      ['FE-12', 'Completing FE ID...'],
      ['ABCDE12', 'Enter valid PAN (e.g., ABCDE1234F)'],
      ['12345', 'Invalid format'],
      ['   ', 'Identifier is required'],
    ]) {
      const res = await search(identifier!);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});
