// Types of extract-routes.mjs.
export declare const REMOTE_SOURCE: string;
export declare function readDeclaredRoutes(pkgDir: string, name: string): string[];
export declare function readDeclaredRoutesAsync(pkgDir: string, name: string): Promise<string[]>;
export declare function readDeclaredScreens(pkgDir: string, name: string): { routes: string[]; modules: Record<string, string> };
