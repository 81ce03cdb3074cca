// Types of release-store.mjs (used by its tests and any TypeScript caller).
export interface Release {
  remote: string;
  version: string;
  sha: string;
  builtAt: string;
  label?: string;
  /** The routes this version declares (releases made before routes were declared have none). */
  routes?: string[];
  publishedAt: string;
  publishedBy: string;
}
export interface Canary {
  version: string;
  entry: string;
  routes?: string[];
  hubs: string[];
}
/** A state on the rollback stack: a live version (a string) or a live version (null = the shell's build) and a canary. */
export type StackedState = string | { version: string | null; canary?: { version: string; hubs: string[] } };
export interface RegistryEvent {
  action: 'promote' | 'rollback' | 'request' | 'approve';
  remote: string;
  /** promote/approve: the version before (null = the shell's build); rollback: the state before, described. */
  from?: string | null;
  to: string | null;
  /** A canary's hubs. */
  hubs?: string[];
  previousHubs?: string[];
  endedCanary?: { version: string; hubs: string[] };
  requestedBy?: string;
  requestedAt?: string;
  replaces?: string;
  by: string;
  at: string;
}
export interface PromotionRequest {
  remote: string;
  version: string;
  hubs?: string[];
  by: string;
  at: string;
}
export interface EnvironmentRegistry {
  schemaVersion: 1;
  environment: string;
  updatedAt?: string;
  remotes: Record<string, { entry?: string; version?: string; routes?: string[]; previous: StackedState[]; canary?: Canary }>;
  requests?: PromotionRequest[];
  history: RegistryEvent[];
}
export declare const ENVIRONMENTS: string[];
export declare const RELEASE_FILE: string;
export declare const RELEASES_URL_DIR: string;
export declare function storeDir(rootDir: string): string;
export declare function whoAmI(cwd?: string): string;
export declare function assertReleaseId(remote: string, version?: string): void;
export declare function assertEnvironment(env: string): void;
export declare function withLock<T>(lockFile: string, fn: () => Promise<T>, opts?: { timeoutMs?: number; staleMs?: number }): Promise<T>;
export declare function writeFileAtomic(file: string, body: string): void;
export declare function listReleases(store: string, remote: string): string[];
export declare function readRelease(store: string, remote: string, version: string): Release | null;
export declare function publishRelease(opts: { store: string; remote: string; version: string; fromDir: string; by?: string }): Promise<Release>;
export declare function registryFile(store: string, env: string): string;
export declare function readRegistry(store: string, env: string): EnvironmentRegistry;
export declare function releaseEntry(remote: string, version: string): string;
export declare function releaseProblemsAgainstHost(store: string, remote: string, version: string, hostDir: string): string[];
export declare function readBundledRemotes(hostDir?: string | null): Record<string, { entry: string; routes?: string[] }>;
export declare function releaseRoutes(store: string, remote: string, version: string, bundled?: Record<string, { routes?: string[] }>): string[];
export declare function parseHubs(value: string | undefined | null): string[] | undefined;
export declare function servedRoutes(
  store: string,
  env: string,
  doc: EnvironmentRegistry,
  bundled?: Record<string, { entry: string; routes?: string[] }>,
): import('./route-rules.mjs').RouteOwner[];
export declare function routeProblems(opts: {
  store: string;
  env: string;
  doc: EnvironmentRegistry;
  remote: string;
  version: string;
  routes: string[];
  bundled?: Record<string, { entry: string; routes?: string[] }>;
}): string[];
export declare function describeState(state: StackedState): string | null;
export declare function approvalFor(env: string, value?: string): 'required' | undefined;
export declare function promote(opts: {
  store: string;
  env: string;
  remote: string;
  version: string;
  by?: string;
  hostDir?: string;
  hubs?: string[];
  approval?: 'required';
}): Promise<RegistryEvent>;
export declare function pendingRequests(store: string, env: string): PromotionRequest[];
export declare function approve(opts: { store: string; env: string; remote: string; version: string; by?: string; hostDir?: string }): Promise<RegistryEvent>;
export declare function rollback(opts: { store: string; env: string; remote: string; by?: string; hostDir?: string }): Promise<RegistryEvent>;
export declare function pruneSelection(
  store: string,
  keep: number,
): { keep: Array<{ remote: string; version: string; reasons: string[] }>; remove: Array<{ remote: string; version: string }> };
export declare function prune(opts: {
  store: string;
  keep: number;
  dryRun?: boolean;
}): Promise<{ removed: Array<{ remote: string; version: string; bytes: number }>; kept: Array<{ remote: string; version: string; reasons: string[] }> }>;
