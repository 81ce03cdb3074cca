// Types of spec-routes.mjs.
export declare const SPEC_ROUTES: ReadonlyArray<{ path: string; spec: string }>;
