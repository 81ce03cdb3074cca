// Types of release-store.mjs (used by its tests and any TypeScript caller).
export interface Release {
  remote: string;
  version: string;
  sha: string;
  builtAt: string;
  label?: string;
  publishedAt: string;
  publishedBy: string;
}
export interface RegistryEvent {
  action: 'promote' | 'rollback';
  remote: string;
  from: string | null;
  to: string;
  by: string;
  at: string;
}
export interface EnvironmentRegistry {
  schemaVersion: 1;
  environment: string;
  updatedAt?: string;
  remotes: Record<string, { entry: string; version: string; previous: string[] }>;
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
export declare function promote(opts: { store: string; env: string; remote: string; version: string; by?: string; hostDir?: string }): Promise<RegistryEvent>;
export declare function rollback(opts: { store: string; env: string; remote: string; by?: string }): Promise<RegistryEvent>;
