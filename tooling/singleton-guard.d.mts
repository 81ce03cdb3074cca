// Types of singleton-guard.mjs (used by its tests and any TypeScript caller).
export declare const GUARDED_SINGLETONS: RegExp[];
export declare function isGuarded(key: string): boolean;
export declare function checkSingletonRanges(required: Record<string, string | false>, provided: Record<string, string | undefined>): string[];
export declare function checkSharedExports(needed: Record<string, string[]>, provided: Record<string, string[]>): string[];
export declare function checkHostCss(fromHost: string[], hostStart: string[]): string[];
export declare function assertCompatible(what: string, problems: string[]): void;
export declare function hostProvides(opts: { hostDir?: string; workspaceHostDir: string; keys: string[] }): {
  source: string;
  versions: Record<string, string | undefined>;
  exports: Record<string, string[]> | null;
};
export declare function describeShared(
  pkgDir: string,
  shared: Record<string, { requiredVersion?: string | false }>,
): Record<string, { version?: string; requiredVersion: string | false }>;
export declare function guardRemoteBuild(opts: {
  pkgDir: string;
  rootDir: string;
  name: string;
  shared: Record<string, { requiredVersion?: string | false }>;
  exportLists: Record<string, string[]>;
}): void;
