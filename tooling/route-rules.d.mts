// Types of route-rules.mjs (used by its tests and any TypeScript caller).
export interface RouteOwner {
  remote: string;
  /** null = the remote built with the shell. */
  version: string | null;
  routes: string[];
  where: string;
}
export declare const HOST_ROUTES: string[];
export declare function patternProblem(pattern: string): string | null;
export declare function patternsOverlap(a: string, b: string): boolean;
export declare function routeShape(pattern: string): string;
export declare function declarationProblems(label: string, routes: string[]): string[];
export declare function routeConflicts(candidate: { remote: string; version: string; routes: string[] }, owners: RouteOwner[]): string[];
export declare function droppedSpecRoutes(
  candidate: { remote: string; version: string; routes: string[] },
  owners: RouteOwner[],
  spec?: ReadonlyArray<{ path: string; spec: string }>,
): string[];
