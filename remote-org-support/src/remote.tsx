import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';

/** Organisation support views (spec 002 §2); the spec does not show their routes, so none are routed yet. */
export const remoteModule: RemoteModule = defineRemote('orgSupport', []);
