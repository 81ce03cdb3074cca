import { startDevHarness } from '@hub/tooling/dev-harness';
import { remoteModule } from '../remote';

startDevHarness(remoteModule);
