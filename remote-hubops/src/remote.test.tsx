import { expectEveryScreenRenders } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

describe('remote module', () => {
  it('renders every framed screen it declares, titled as declared', async () => {
    await expectEveryScreenRenders({ ...remoteModule, screens: remoteModule.screens.filter((s) => s.path.includes(':hubId')) });
  });
});
