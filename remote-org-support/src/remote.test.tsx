import { remoteModule } from './remote';

describe('remote module', () => {
  // Spec 002 shows no route for the org views: nothing is routed yet; the drop order view is offered as a view.
  it('declares no screen and offers the drop order view', async () => {
    expect(remoteModule).toEqual({ name: 'orgSupport', screens: [], navEntries: [], views: { dropOrderDetails: expect.any(Function) } });
    expect(typeof (await remoteModule.views!.dropOrderDetails!())).toBe('function');
  });
});
