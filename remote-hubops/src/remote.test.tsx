import { expectEveryScreenRenders } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

// Screens built for real have their own tests (routes/*-page.test.tsx); the rest are still frames.
const BUILT = new Set(['/hubs/:hubId/inward', '/v2/hubs/:hubId/inward', '/hubs/:hubId/dispatch']);

describe('remote module', () => {
  it('renders every framed screen it declares, titled as declared', async () => {
    await expectEveryScreenRenders({ ...remoteModule, screens: remoteModule.screens.filter((s) => s.path.includes(':hubId') && !BUILT.has(s.path)) });
  });
});
