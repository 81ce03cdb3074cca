// @hub/edge: the web edge (edge/README.md). The api's composed server registers `webPlugin`; the edge alone is
// `buildEdge` from '@hub/edge/server' (its proxy stays out of the api's bundle).
export { negotiateEncoding, sendComposed } from './compression';
export { type DocumentLog } from './documents';
export { composeHints, composeIndex, firstScreenCalls, hubListChoice, INLINE_REGISTRY_ID, matchRoutePattern, routeOf } from './hints';
export { DEFAULT_MOUNT, DEFAULT_SESSION_COOKIE, webPlugin, type WebPluginOptions } from './plugin';
export { composeRegistry, REGISTRY_FILE, type RegistryPage } from './registry';
export { ENVIRONMENTS, releaseServingFromEnv, type ReleaseServing } from './release-serving';
export { PERMISSIONS_POLICY, SECURITY_HEADERS } from './security-headers';
