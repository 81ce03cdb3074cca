import { expectEveryScreenRenders } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

describe('remote module', () => {
  it('renders every framed screen it declares, titled as declared', async () => {
    // Built screens have their own page tests; the rest are frames.
    const built = ['/hubs/:hubId/markOfd', '/hubs/:hubId/lm-generation', '/hubs/:hubId/routeBatchMgt'];
    await expectEveryScreenRenders({ ...remoteModule, screens: remoteModule.screens.filter((s) => s.path.includes(':hubId') && !built.includes(s.path)) });
  });
});
