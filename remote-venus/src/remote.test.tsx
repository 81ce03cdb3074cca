import { expectEveryScreenRenders } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

describe('remote module', () => {
  it('renders every screen it declares, titled as declared', async () => {
    expect(remoteModule.screens.length).toBeGreaterThan(0);
    await expectEveryScreenRenders(remoteModule);
  });
});
