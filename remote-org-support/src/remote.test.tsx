import { remoteModule } from './remote';

describe('remote module', () => {
  it('declares the org view at /orgs/:orgId (no drawer entry: it needs an org) and offers the drop order view', async () => {
    expect(remoteModule.name).toBe('orgSupport');
    expect(remoteModule.screens.map((s) => [s.path, s.title, s.nav])).toEqual([['/orgs/:orgId', 'Shop', undefined]]);
    expect(remoteModule.navEntries).toEqual([]);
    expect(Object.keys(remoteModule.views ?? {})).toEqual(['dropOrderDetails']);
    expect(typeof (await remoteModule.views!.dropOrderDetails!())).toBe('function');
  });
});
