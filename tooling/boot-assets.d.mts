// Types of boot-assets.mjs.
export declare const BOOT_ASSETS_FILE: string;
export declare function shareKeyOf(identifier: string, kind: 'consume' | 'provide'): string | null;
export declare function hostCssOf(stats: unknown, skipped: string[]): string[];
export declare function bootAssetsPlugin(
  rspack: unknown,
  opts: { kind: 'host' | 'remote'; routeModules?: Record<string, string>; skippedCss?: string[] },
): unknown;
