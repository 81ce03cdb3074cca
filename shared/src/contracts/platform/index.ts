// The registry document and route rules shared by the shell and the server. The api reads them through
// @hub/shared/contracts; the shell imports this folder as @hub/shared/platform (not a federation singleton), so its
// first paint carries these few functions and not the whole contracts facade.
export * from './route-patterns';
export * from './remote-registry';
