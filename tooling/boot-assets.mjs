// The boot manifest (boot-assets.json) every production build emits, for the server that composes index.html
// (edge/src/hints.ts), so index.html can ask for everything the opened route needs at once instead of
// in a waterfall (main.js -> bootstrap -> each shared singleton -> the remote -> the singletons it consumes). Issue 11.
//   host:   the shell's start files and the files that provide each shared module (the host provides them all);
//           which remote a URL opens comes from the routes in the registry (docs/adr/008);
//   remote: the shared modules its exposed module consumes as it loads (served by the host's providers), and for each
//           route whose screen is lazy the chunks of that screen and the shared modules they consume (a deep link
//           then asks for its screen with the shell, not after the remote has run).

/** The file every production build writes beside its index.html / mf-manifest.json. */
export const BOOT_ASSETS_FILE = 'boot-assets.json';

/** A Mantine component's stylesheet (tooling/mantine-css-loader.cjs adds it beside the component). */
const MANTINE_CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z]+)\.css(?:$|[?!|])/;

/**
 * The share key in a "consume shared module (default) <key>@<range> ..." or "provide shared module ..." identifier.
 * @param {string | undefined} identifier
 * @param {'consume' | 'provide'} kind
 * @returns {string | null}
 */
export function shareKeyOf(identifier, kind) {
  const m = new RegExp(`^${kind} shared module \\(([^)]*)\\) (@?[^@]+)@`).exec(identifier ?? '');
  return m?.[2] ?? null;
}

/**
 * Walks the chunks a start loads, from rspack stats (chunks with origins and modules): the start chunks, then, for
 * each shared module they consume, the chunks of its provider in this build (what Module Federation loads: the
 * registered provider, not the consume fallback), and so on. Lazy imports are not followed: only what loads at once.
 * @param {any} stats
 * @param {(chunk: any) => boolean} isStart
 * @returns {{ files: string[], consumes: string[], mantineCss: string[] }}
 */
export function startClosure(stats, isStart) {
  const chunks = stats.chunks ?? [];
  /** @type {Map<string, any[]>} */
  const byOrigin = new Map();
  /** @type {Map<string, any[]>} */
  const providers = new Map();
  for (const c of chunks) {
    for (const o of c.origins ?? []) {
      const id = o.moduleIdentifier ?? o.module;
      if (!id) continue;
      byOrigin.set(id, [...(byOrigin.get(id) ?? []), c]);
      const key = shareKeyOf(id, 'provide');
      if (key) providers.set(key, [...(providers.get(key) ?? []), c]);
    }
  }
  const seen = new Set();
  /** @type {Set<string>} */
  const consumes = new Set();
  /** @type {Set<string>} */
  const mantineCss = new Set();
  /** @type {string[]} */
  const files = [];
  /** @type {any[]} */
  const queue = chunks.filter(isStart);
  for (let c = queue.shift(); c; c = queue.shift()) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    files.push(...(c.files ?? []));
    for (const m of c.modules ?? []) {
      for (const mod of [m, ...(m.modules ?? [])]) {
        const css = MANTINE_CLASS_MAP.exec(mod.identifier ?? mod.name ?? '');
        if (css?.[1]) mantineCss.add(css[1]);
        if (mod.moduleType !== 'consume-shared-module') continue;
        const key = shareKeyOf(mod.identifier, 'consume');
        if (key) consumes.add(key);
        queue.push(...((key && providers.get(key)) ?? byOrigin.get(mod.identifier) ?? []));
      }
    }
  }
  return { files: [...new Set(files)], consumes: [...consumes].sort(), mantineCss: [...mantineCss].sort() };
}

/** @param {string[]} files */
const byKind = (files) => ({ js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) });

/**
 * A Mantine component's module (`<Name>.mjs`) or class map (`<Name>.module.mjs`, the module the CSS loader adds the
 * stylesheet to; the bundler may inline it away, so the component module counts too).
 */
const MANTINE_COMPONENT_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)(?:\.module)?\.mjs(?:$|[?!|])/;

/**
 * The Mantine components a build includes whose stylesheet it does not carry: left to the host, which loaded them at
 * start when the build was made (tooling/mantine-css-loader.cjs `skip`). The release guard checks that a host it goes
 * live with still does.
 * @param {any} stats
 * @param {string[]} skipped the loader's skip list
 * @returns {string[]}
 */
export function hostCssOf(stats, skipped) {
  /** @type {Set<string>} */
  const included = new Set();
  /** @type {Set<string>} */
  const own = new Set();
  for (const c of stats.chunks ?? [])
    for (const m of c.modules ?? [])
      for (const mod of [m, ...(m.modules ?? [])]) {
        const id = mod.identifier ?? mod.name ?? '';
        const cls = MANTINE_COMPONENT_MODULE.exec(id);
        if (cls?.[1]) included.add(cls[1]);
        const css = MANTINE_CLASS_MAP.exec(id);
        if (css?.[1]) own.add(css[1]);
      }
  return skipped.filter((name) => included.has(name) && !own.has(name)).sort();
}

/** The host's start stages (host/src/index.ts), in order: every file of both is preloaded with the page. */
const HOST_START_REQUESTS = ['./start-libs', './bootstrap'];

/**
 * Whether a chunk origin is the lazy import of `request` in the remote's src/remote.tsx.
 * @param {any} o a chunk origin of rspack's stats
 * @param {string} request
 */
const isRemoteImportOf = (o, request) => o.request === request && /remote\.tsx$/.test(String(o.moduleName ?? o.moduleIdentifier ?? ''));

/**
 * rspack plugin (production): emits boot-assets.json.
 * @param {any} rspack the building package's @rspack/core (tooling resolves it per package: it has no copy of its own)
 * @param {{ kind: 'host' | 'remote', routeModules?: Record<string, string>, skippedCss?: string[] }} opts routeModules:
 *   route -> the module its lazy screen imports (tooling/extract-routes.mjs readDeclaredScreens); skippedCss: the Mantine
 *   stylesheets the CSS loader left to the host
 */
export function bootAssetsPlugin(rspack, { kind, routeModules = {}, skippedCss = [] }) {
  return {
    /** @param {any} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('HubBootAssets', (/** @type {any} */ compilation) => {
        compilation.hooks.processAssets.tap({ name: 'HubBootAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkOrigins: true,
            chunkModules: true,
            chunkModulesSpace: Infinity,
            nestedModules: true,
            nestedModulesSpace: Infinity,
            dependentModules: true,
            ids: true,
          });
          /** @type {import('./release-schema.mjs').BootAssets} */
          let body;
          if (kind === 'host') {
            // The async boundary of src/index.ts: `import('./start-libs')` then `import('./bootstrap')` is the shell's start.
            const start = startClosure(stats, (c) => (c.origins ?? []).some((/** @type {any} */ o) => HOST_START_REQUESTS.includes(o.request)));
            /** @type {Set<string>} */
            const keys = new Set();
            for (const c of stats.chunks ?? [])
              for (const o of c.origins ?? []) {
                const key = shareKeyOf(o.moduleIdentifier ?? o.module, 'provide');
                if (key) keys.add(key);
              }
            const provides = Object.fromEntries(
              [...keys]
                .sort()
                .map((key) => [
                  key,
                  byKind(
                    startClosure(stats, (c) => (c.origins ?? []).some((/** @type {any} */ o) => shareKeyOf(o.moduleIdentifier ?? o.module, 'provide') === key))
                      .files,
                  ),
                ]),
            );
            body = {
              ...byKind(start.files),
              // The Mantine components the shell loads at start: their CSS is there for every remote.
              mantineCss: start.mantineCss,
              provides,
            };
          } else {
            // The exposed module's own chunks (the container entry loads them together: each remote exposes one
            // module, EXPOSED_MODULE) and the shared modules they consume.
            const start = startClosure(stats, (c) =>
              (c.origins ?? []).some((/** @type {any} */ o) => String(o.moduleName ?? o.module ?? '').startsWith('container entry')),
            );
            const startFiles = new Set(start.files);
            /** @type {Record<string, { js: string[], css: string[], consumes: string[] }>} */
            const routes = {};
            for (const [route, request] of Object.entries(routeModules)) {
              const screen = startClosure(stats, (c) => (c.origins ?? []).some((/** @type {any} */ o) => isRemoteImportOf(o, request)));
              if (!screen.files.length) continue;
              routes[route] = {
                ...byKind(screen.files.filter((f) => !startFiles.has(f))),
                consumes: screen.consumes.filter((k) => !start.consumes.includes(k)),
              };
            }
            body = { ...byKind(start.files), consumes: start.consumes, routes, hostCss: hostCssOf(stats, skippedCss) };
          }
          compilation.emitAsset(BOOT_ASSETS_FILE, new rspack.sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
        });
      });
    },
  };
}
