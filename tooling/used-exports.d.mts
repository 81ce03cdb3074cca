// Types of used-exports.mjs (used by its tests and any TypeScript caller).
/** Named value imports of `pkg` across the workspace, sorted; null when some file takes the whole module. */
export declare function workspaceUsedExports(pkg: string, dirs?: string[], extraDirs?: string[]): string[] | null;
/** The members of zod's `z` the workspace reads, sorted; null when some file uses `z` other than as `z.<member>`. */
export declare function workspaceZodMembers(dirs?: string[]): string[] | null;
