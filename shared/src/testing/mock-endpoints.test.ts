import { ContractViolationError, callEndpoint, getErrorMessage } from '../api';
import { deactivateFieldExecutive, getActiveFes, getEnabledHubs } from '../contracts';
import { mockEndpoints, on, refuse, reply } from './mock-endpoints';

const ravi = {
  id: 'FE-00001111',
  name: 'Ravi Kumar',
  phoneNumber: '9876543210',
  panNumber: 'ABCDE1234F',
  status: 'ACTIVE' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('mockEndpoints', () => {
  it('routes a call to the handler of its endpoint, with params parsed by the contract', async () => {
    const server = mockEndpoints(
      on(getActiveFes, ({ params }) => ({ body: { activeFes: params.hubId === 'HUB-BLR-01' ? [{ ...ravi, assignedAt: ravi.createdAt }] : [] } })),
    );
    const out = await callEndpoint(getActiveFes, { params: { hubId: 'HUB-BLR-01' } });
    expect(out.activeFes.map((f) => f.id)).toEqual(['FE-00001111']);
    expect(server.callsOf(getActiveFes)[0]!.params).toEqual({ hubId: 'HUB-BLR-01' });
    server.verify();
  });

  it('parses the request body with the contract and records the Idempotency-Key of idempotent writes', async () => {
    const server = mockEndpoints(on(deactivateFieldExecutive, ({ body }) => ({ status: 409, error: { message: `refused: ${body.reason}` } })));
    await expect(callEndpoint(deactivateFieldExecutive, { params: { id: 'fe-1' }, body: { reason: '  left the company  ' } })).rejects.toThrow(
      'refused: left the company',
    );
    const [call] = server.callsOf(deactivateFieldExecutive);
    expect(call!.params).toEqual({ id: 'FE-1' });
    expect(call!.idempotencyKey).toMatch(/^[A-Za-z0-9-]{8,}$/);
    server.verify();
  });

  it('flags an answer that breaks the contract instead of passing it to the screen', async () => {
    const server = mockEndpoints(on(getEnabledHubs, () => ({ body: [{ name: 'x' }] as never })));
    await expect(callEndpoint(getEnabledHubs, {})).rejects.toThrow();
    expect(() => server.verify()).toThrow('getEnabledHubs answer breaks its contract');
  });

  it('serves a deliberately malformed answer, which the client refuses as a contract violation', async () => {
    mockEndpoints(on(getEnabledHubs, () => ({ malformed: { hubs: [] } })));
    const error = await callEndpoint(getEnabledHubs, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    expect(getErrorMessage(error)).toBe('Unexpected response from server');
  });

  it('answers an unmocked call with 501 and fails verify', async () => {
    const server = mockEndpoints(on(getEnabledHubs, reply([])));
    await expect(callEndpoint(getActiveFes, { params: { hubId: 'H' } })).rejects.toThrow('No mock for GET /field-executives/fe-hub/hub/H/active-fes');
    expect(() => server.verify()).toThrow('No mock for GET /field-executives/fe-hub/hub/H/active-fes');
  });

  it('refuses with the one error body, and a later handler replaces an earlier one', async () => {
    const server = mockEndpoints(on(getEnabledHubs, reply([])));
    server.add(on(getEnabledHubs, refuse(500, 'boom')));
    await expect(callEndpoint(getEnabledHubs, {})).rejects.toThrow('boom');
    server.verify();
  });
});
