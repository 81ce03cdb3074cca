import { endpointUrl, getTmsInwardLinks, hubForbiddenMessage, TMS_INWARD_LINK_COUNT } from '@hub/shared/contracts';
import { loadConfig } from '../../../src/config';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { tmsInwardLinks: loadConfig({ TMS_BASE_URL: 'https://tms.test/' }).tmsInwardLinks } });
});
afterAll(() => t.close());

describe('GET TMS inward links', () => {
  it('answers the four configured links with the hub filled in, to any signed-in user', async () => {
    const cookie = await t.loginAs('hubPsvExecutive');
    const res = await t.call(getTmsInwardLinks, { params: { hubId: 'HUB-HYD-02' } }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().links).toEqual([
      { label: 'Vehicle arrivals', url: 'https://tms.test/inward/arrivals?hub=HUB-HYD-02' },
      { label: 'Inward trips', url: 'https://tms.test/inward/trips?hub=HUB-HYD-02' },
      { label: 'Inward discrepancies', url: 'https://tms.test/inward/discrepancies?hub=HUB-HYD-02' },
      { label: 'Inward reports', url: 'https://tms.test/reports/inward?hub=HUB-HYD-02' },
    ]);
    expect(res.json().links).toHaveLength(TMS_INWARD_LINK_COUNT);
  });

  it('refuses an unknown hub and an anonymous caller', async () => {
    const cookie = await t.loginAs('hubExecutive');
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getTmsInwardLinks, { params: { hubId: 'HUB-NOPE' } }), cookie },
      403,
      hubForbiddenMessage('HUB-NOPE'),
    );
    expect((await t.request({ method: 'GET', url: endpointUrl(getTmsInwardLinks, { params: { hubId: 'HUB-BLR-01' } }) })).statusCode).toBe(401);
  });
});

describe('TMS inward links configuration', () => {
  it('takes TMS_INWARD_LINKS as a JSON list, and defaults to four links under TMS_BASE_URL', () => {
    expect(loadConfig({}).tmsInwardLinks.map((l) => l.url)).toEqual([
      'https://tms.example.com/inward/arrivals?hub={hubId}',
      'https://tms.example.com/inward/trips?hub={hubId}',
      'https://tms.example.com/inward/discrepancies?hub={hubId}',
      'https://tms.example.com/reports/inward?hub={hubId}',
    ]);
    const links = [{ label: ' Gate ', url: 'http://tms.local/gate/{hubId}' }];
    expect(loadConfig({ TMS_INWARD_LINKS: JSON.stringify(links) }).tmsInwardLinks).toEqual([{ label: 'Gate', url: 'http://tms.local/gate/{hubId}' }]);
  });

  it('refuses to start with a broken setting', () => {
    for (const bad of ['not json', '[]', JSON.stringify([{ label: 'x', url: 'javascript:alert(1)' }]), JSON.stringify([{ label: '', url: 'https://a.b' }])])
      expect(() => loadConfig({ TMS_INWARD_LINKS: bad })).toThrow(/TMS_INWARD_LINKS/);
  });
});
