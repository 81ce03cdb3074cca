import { z } from 'zod';
import { createFieldExecutive, type CreateFieldExecutiveBody, getActiveFes, getFieldExecutive } from '../contracts';
import {
  ApiError,
  apiRequest,
  callEndpoint,
  ContractViolationError,
  endpointMutationFn,
  createQueryClient,
  createQueryKeys,
  getErrorMessage,
  guessContentType,
  setUnauthorizedHandler,
  uploadFile,
  UploadError,
} from './index';

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string>; blob: () => Promise<Blob> };
const respond = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  blob: async () => new Blob([]),
});

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});
afterEach(() => setUnauthorizedHandler(null));

describe('apiRequest', () => {
  it('calls /logistics/api with cookie credentials and the x-hub-console header, and parses with the schema', async () => {
    fetchMock.mockResolvedValue(respond(200, { n: 1, extra: true }));
    const out = await apiRequest({ path: '/hub/x', query: { a: 1, b: undefined, ids: ['p', 'q'] }, schema: z.object({ n: z.number() }) });
    expect(out).toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/logistics/api/hub/x?a=1&ids=p%2Cq');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['x-hub-console']).toBe('1');
  });
  it('sends a 401 to the sign-in handler and throws ApiError', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(respond(401, { message: 'Sign in required' }));
    await expect(apiRequest({ path: '/x', schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a GET index.html preloaded (issue 11)', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()));
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'use-credentials';
    link.href = href;
    document.head.append(link);
  };

  it('is sent the way the preload was (credentials, no extra headers) once, then as usual', async () => {
    preload('/logistics/api/hub/x');
    fetchMock.mockResolvedValue(respond(200, { n: 1 }));
    const schema = z.object({ n: z.number() });
    await apiRequest({ path: '/hub/x', schema });
    expect(fetchMock.mock.calls[0]![1]).toEqual({ credentials: 'include', signal: undefined });
    await apiRequest({ path: '/hub/x', schema });
    expect((fetchMock.mock.calls[1]![1].headers as Record<string, string>)['x-hub-console']).toBe('1');
  });

  it('is not matched by a write or a call with headers of its own', async () => {
    preload('/logistics/api/hub/x');
    fetchMock.mockResolvedValue(respond(200, { n: 1 }));
    await apiRequest({ path: '/hub/x', method: 'POST', body: {}, schema: z.object({ n: z.number() }) });
    await apiRequest({ path: '/hub/x', headers: { 'idempotency-key': 'k' }, schema: z.object({ n: z.number() }) });
    for (const [, init] of fetchMock.mock.calls) expect(init.headers).toBeDefined();
    expect(document.querySelector('link[data-taken]')).toBeNull();
  });
});

describe('getErrorMessage', () => {
  it('reads error.message, else the first of errors, else a string, else the fallback', () => {
    expect(getErrorMessage(new ApiError(400, { message: 'Bad tote' }, 'x'))).toBe('Bad tote');
    expect(getErrorMessage(new ApiError(400, { message: '', errors: ['First', 'Second'] }, ''))).toBe('First');
    expect(getErrorMessage('Plain text')).toBe('Plain text');
    expect(getErrorMessage({})).toBe('Something went wrong. Please re-try.');
    expect(getErrorMessage(undefined)).toBe('Something went wrong. Please re-try.');
  });
});

describe('query helpers', () => {
  it('never refetches on window focus and never retries', () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.retry).toBe(false);
  });
  it('builds keys general to specific', () => {
    const k = createQueryKeys('totes');
    expect(k.all).toEqual(['totes']);
    expect(k.list({ s: 'a' })).toEqual(['totes', 'list', { s: 'a' }]);
    expect(k.detail(7)).toEqual(['totes', 'detail', '7']);
  });
});

describe('uploadFile', () => {
  it('guesses the content type from the extension when it is missing', () => {
    expect(guessContentType('routes.xls', '')).toBe('application/vnd.ms-excel');
    expect(guessContentType('routes.XLSX')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(guessContentType('app.apk')).toBe('application/vnd.android.package-archive');
    expect(guessContentType('zone.kml')).toBe('application/vnd.google-earth.kml+xml');
    expect(guessContentType('feed.xml')).toBe('application/xml');
    expect(guessContentType('photo.png', 'image/png')).toBe('image/png');
  });
  it('POSTs the raw file with fileName, fileSize and fileType in the query and reads a URL string', async () => {
    fetchMock.mockResolvedValue(respond(200, 'https://files.example/abc.xlsx'));
    const file = new File(['12345'], 'plan.xlsx', { type: '' });
    const out = await uploadFile('/routing/upload', file);
    expect(out.url).toBe('https://files.example/abc.xlsx');
    const [url, init] = fetchMock.mock.calls[0]!;
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/logistics/api/routing/upload');
    expect(u.searchParams.get('fileName')).toBe('plan.xlsx');
    expect(u.searchParams.get('fileSize')).toBe('5');
    expect(u.searchParams.get('fileType')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['x-hub-console']).toBe('1');
  });
  it('reads a { data, message } response', async () => {
    fetchMock.mockResolvedValue(respond(200, { data: 'https://files.example/p.png', message: 'Uploaded' }));
    await expect(uploadFile('/fe/upload', new File(['x'], 'p.png', { type: 'image/png' }))).resolves.toEqual({
      url: 'https://files.example/p.png',
      data: 'https://files.example/p.png',
      message: 'Uploaded',
    });
  });
  it("fails with 'upload failed: {error}' when the server says why, else 'Upload failed'", async () => {
    fetchMock.mockResolvedValueOnce(respond(400, { message: 'bad sheet' }));
    await expect(uploadFile('/u', new File(['x'], 'a.xls'))).rejects.toEqual(new UploadError('upload failed: bad sheet'));
    fetchMock.mockResolvedValueOnce(respond(500, ''));
    await expect(uploadFile('/u', new File(['x'], 'a.xls'))).rejects.toThrow(/^Upload failed$/);
    expect(getErrorMessage(new UploadError('upload failed: bad sheet'))).toBe('upload failed: bad sheet');
  });
});

describe('callEndpoint', () => {
  const fe = {
    id: 'FE-1',
    name: 'Ravi',
    phoneNumber: '9876543210',
    panNumber: 'ABCDE1234F',
    address: '12 MG Road, Bengaluru',
    panCardPhotoUrl: '/a',
    addressProofType: 'VOTER_ID',
    addressProofPhotoUrl: '/b',
    birthDate: '1990-01-01',
    currentActive: true,
    status: 'ACTIVE',
    deactivationReason: null,
    deactivatedBy: null,
    deactivatedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('fills the path from params (encoded), sends no Idempotency-Key on reads, and parses the answer', async () => {
    fetchMock.mockResolvedValue(respond(200, { activeFes: [] }));
    await expect(callEndpoint(getActiveFes, { params: { hubId: 'HUB 1/2' } })).resolves.toEqual({ activeFes: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/logistics/api/field-executives/fe-hub/hub/HUB%201%2F2/active-fes');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBeUndefined();
  });

  it('throws ContractViolationError when a 200 breaks the contract', async () => {
    fetchMock.mockResolvedValue(respond(200, { id: 'FE-1' }));
    await expect(callEndpoint(getFieldExecutive, { params: { id: 'FE-1' } })).rejects.toBeInstanceOf(ContractViolationError);
  });

  it('sends an Idempotency-Key on idempotent writes: the given one, else a fresh one per call', async () => {
    fetchMock.mockResolvedValue(respond(200, { message: 'ok', data: fe }));
    const body = {
      name: 'Ravi',
      phoneNumber: '9876543210',
      panNumber: 'ABCDE1234F',
      address: '12 MG Road, Bengaluru',
      panCardPhotoUrl: '/a',
      addressProofPhotoUrl: '/b',
    };
    await callEndpoint(createFieldExecutive, { body }, { idempotencyKey: 'scan-0000-0001' });
    await callEndpoint(createFieldExecutive, { body });
    await callEndpoint(createFieldExecutive, { body });
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toBe('scan-0000-0001');
    expect(keys[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('endpointMutationFn repeats the key for a retry of the same action and makes a new one for a new action', async () => {
    fetchMock.mockResolvedValue(respond(200, { message: 'ok', data: fe }));
    const create = endpointMutationFn(createFieldExecutive, (body: CreateFieldExecutiveBody) => ({ body }));
    const action = {
      name: 'Ravi',
      phoneNumber: '9876543210',
      panNumber: 'ABCDE1234F',
      address: '12 MG Road, Bengaluru',
      panCardPhotoUrl: '/a',
      addressProofPhotoUrl: '/b',
    };
    await create(action);
    await create(action);
    await create({ ...action });
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
