// Types of release-metadata.mjs (used by its tests).
export declare const BUILD_INFO_FILE: string;
export declare function publicSharedKeys<T>(shared: Record<string, T>, rootDir: string): Record<string, T>;
