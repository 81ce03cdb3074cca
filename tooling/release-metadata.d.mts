// Types of release-metadata.mjs (used by its tests and any TypeScript caller).
export interface BuildInfo {
  name: string;
  package: string;
  version: string;
  sha: string;
  builtAt: string;
  label?: string;
  shared: Record<string, { version?: string; requiredVersion: string | false }>;
  /** Route patterns a remote declares (tooling/extract-routes.mjs). */
  routes?: string[];
}
export declare const BUILD_INFO_FILE: string;
export declare function gitSha(cwd: string): string;
export declare function createBuildInfo(
  pkgDir: string,
  name: string,
  shared: Record<string, { version?: string; requiredVersion: string | false }>,
  routes?: string[],
): BuildInfo;
export declare function publicSharedKeys<T>(shared: Record<string, T>, rootDir: string): Record<string, T>;
export declare function buildInfoPlugin(rspack: unknown, info: BuildInfo): { apply(compiler: unknown): void };
export declare function writeExposeWrapper(pkgDir: string, exposed: string, info: BuildInfo): string;
