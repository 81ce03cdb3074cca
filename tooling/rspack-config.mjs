// The rspack + Module Federation config every front-end package builds with (host and six remotes).
// Each package's rspack.config.mjs calls createRspackConfig with its own name; nothing else differs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { workspaceUsedExports, workspaceZodMembers } from './used-exports.mjs';
import { API_DEV_PORT, EXPOSED_MODULE, HOST_DEV_PORT, REGISTRY_FILE, REMOTES, SHARED_SINGLETONS, SHARED_STATE_MODULES } from './federation.mjs';
import { buildInfoPlugin, createBuildInfo, writeExposeWrapper } from './release-metadata.mjs';
import { describeShared, guardRemoteBuild } from './singleton-guard.mjs';
import { precompressPlugin } from './precompress.mjs';
import { bootAssetsPlugin } from './boot-assets.mjs';
import { readDeclaredRoutesAsync, readDeclaredScreens, REMOTE_SOURCE } from './extract-routes.mjs';

const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.dirname(toolingDir);

/** Shared subpaths of @hub/shared that exist right now (a subpath added later is shared as soon as it is declared). */
function declaredSharedSubpaths() {
  const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'shared/package.json'), 'utf8'));
  return new Set(Object.keys(pkg.exports ?? {}).map((k) => (k === '.' ? '@hub/shared' : `@hub/shared/${k.slice(2)}`)));
}

/**
 * Libraries shared through a facade in production builds. Sharing a whole library disables its tree shaking, so the
 * shell would ship every Mantine component and every shared-kit piece. Instead each build provides the library as a
 * generated one-line facade re-exporting only the exports the whole workspace uses (tooling/used-exports.mjs): the
 * same list in the host and every remote, so the host's one copy serves them all. Value: packages whose own ESM
 * imports the key (their needs count too). Measured alternatives: docs/adr/002-federation-and-bundle-size.md.
 */
export const FACADE_SHARED = {
  // Only with MF_SHARE_MANTINE=1 (the measured alternative); by default Mantine is not shared as a library.
  '@mantine/core': ['@mantine/dates', '@mantine/notifications'],
  '@mantine/hooks': ['@mantine/core', '@mantine/dates', '@mantine/notifications'],
  '@mantine/dates': [],
  '@mantine/notifications': [],
  'react-router-dom': [],
  '@tanstack/react-query': [],
  '@hub/shared': [],
  '@hub/shared/api': [],
  '@hub/shared/ui': [],
  '@hub/shared/hooks': [],
  '@hub/shared/format': [],
  '@hub/shared/validation': [],
};

/**
 * @param {string} key
 * @returns {key is keyof typeof FACADE_SHARED}
 */
const isFacadeShared = (key) => key in FACADE_SHARED;

/**
 * The host provides every shared singleton, each as an async chunk group of its own, so the shell's start was 19 files,
 * half of them under 1 kB; on HTTP/1.1 (6 connections) each is a round trip before the first paint (issue 11). These
 * groups put the libraries the shell always loads at start into a few files of useful size. Only chunking changes:
 * each module is still provided once, through the same share keys. What is not at start (dayjs, the contracts, Mantine
 * dates) is left alone, so no route pays for it earlier.
 */
/** @param {string[]} names */
const nodeModule = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
const HOST_START_CHUNKS = {
  chunks: 'async',
  cacheGroups: {
    // React's renderer: the largest start file, on a connection of its own.
    reactDom: { test: nodeModule(['react-dom', 'scheduler']), name: 'shell-react-dom', chunks: 'async', enforce: true, priority: 30 },
    // React, the router, React Query and zustand (with the facades the build provides them through).
    shellLibs: {
      test: (/** @type {any} */ m) =>
        nodeModule([
          'react',
          'react-router',
          'react-router-dom',
          '@tanstack[\\\\/]query-core',
          '@tanstack[\\\\/]react-query',
          'zustand',
          'cookie',
          'set-cookie-parser',
        ]).test(m.resource ?? '') || /[\\/]\.hub-shared[\\/](?:react-router-dom|_tanstack_react-query)\.mjs$/.test(m.resource ?? ''),
      name: 'shell-libs',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
    // The shared state modules (Mantine's contexts, the toast store, the session store) and the shared kit's api
    // client and hooks the shell starts with: tiny files each.
    shellState: {
      test: (/** @type {any} */ m) => {
        const file = (m.resource ?? '').replace(/\\/g, '/');
        return (
          SHARED_STATE_MODULES.some((s) => file.endsWith(s.file)) ||
          /\/shared\/src\/(?:api|hooks)\/[^/]+$/.test(file) ||
          /\/\.hub-shared\/_hub_shared_(?:api|hooks)\.mjs$/.test(file)
        );
      },
      name: 'shell-state',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  },
};

/**
 * Where a dependency is installed, seen from the package (works for packages whose exports hide package.json).
 * @param {NodeJS.Require} require
 * @param {string} name
 * @returns {string}
 */
function packageDir(require, name) {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = path.join(base, name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return fs.realpathSync(dir);
  }
  throw new Error(`Cannot find ${name}`);
}

/** @param {string} key */
const packageName = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The ESM file behind a (sub)path export, as an absolute path no share key matches.
 * @param {NodeJS.Require} require
 * @param {string} key
 * @returns {{ file: string, version: string }}
 */
function esmEntry(require, key) {
  const name = packageName(key);
  const dir = packageDir(require, name);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const sub = key === name ? '.' : `.${key.slice(name.length)}`;
  const target = pkg.exports?.[sub];
  const imp = typeof target === 'string' ? target : (target?.import ?? target?.node?.['module-sync']);
  const rel = typeof imp === 'string' ? imp : (imp?.default ?? (sub === '.' ? pkg.module : undefined));
  if (!rel) throw new Error(`${key} has no ESM entry`);
  return { file: path.join(dir, rel), version: pkg.version };
}

/**
 * The exports of `key` the workspace uses, or null when some code takes the whole module.
 * @param {NodeJS.Require} require
 * @param {keyof typeof FACADE_SHARED} key
 */
function usedExportsOf(require, key) {
  const extraDirs = FACADE_SHARED[key].flatMap((/** @type {string} */ dep) => {
    try {
      return [path.join(packageDir(require, dep), 'esm')];
    } catch {
      return [];
    }
  });
  return workspaceUsedExports(key, undefined, extraDirs);
}

/**
 * The facade of one library for this package: a one-line re-export of the exports the workspace uses.
 * @param {string} pkgDir
 * @param {NodeJS.Require} require
 * @param {string} key
 * @param {string[]} used
 */
function writeFacade(pkgDir, require, key, used) {
  const { file: entry, version } = esmEntry(require, key);
  const body = `// Generated by tooling/rspack-config.mjs: the exports of ${key} the workspace uses.\nexport { ${used.join(', ')} } from ${JSON.stringify(entry)};\n`;
  return { file: writeGenerated(pkgDir, `${key.replace(/[@/]/g, '_')}.mjs`, body), version };
}

/**
 * Writes a generated module under node_modules/.hub-shared (only when its content changes: watch mode stays calm).
 * @param {string} pkgDir
 * @param {string} name
 * @param {string} body
 */
function writeGenerated(pkgDir, name, body) {
  const dir = path.join(pkgDir, 'node_modules', '.hub-shared');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
  return file;
}

/**
 * The members of zod's `z` the workspace reads that exist at run time (`z.infer` and the like are types only).
 * @param {NodeJS.Require} require
 */
function zodMembersOf(require) {
  const members = workspaceZodMembers();
  if (!members) return null;
  const runtime = new Set(Object.keys(require('zod')));
  return members.filter((m) => runtime.has(m));
}

/**
 * zod's facade: `z` as an object of just the members the workspace reads. zod is shared (the contracts are bundled
 * where they are used, issue 11), and a shared module cannot be tree-shaken by its consumers' property reads, so
 * sharing `z` itself would ship every schema kind on the shell's start.
 * @param {string} pkgDir
 * @param {NodeJS.Require} require
 * @param {string[]} members
 */
function writeZodFacade(pkgDir, require, members) {
  const { file: entry, version } = esmEntry(require, 'zod');
  const named = (workspaceUsedExports('zod') ?? []).filter((n) => n !== 'z');
  const body =
    `// Generated by tooling/rspack-config.mjs: the members of zod's z the workspace reads.\n` +
    `import { ${members.map((m) => `${m} as z_${m}`).join(', ')} } from ${JSON.stringify(entry)};\n` +
    `export const z = { ${members.map((m) => `${m}: z_${m}`).join(', ')} };\n` +
    // Anything imported from zod by name besides `z` (none today) is passed through as it is.
    (named.length ? `export { ${named.join(', ')} } from ${JSON.stringify(entry)};\n` : '');
  return { file: writeGenerated(pkgDir, 'zod.mjs', body), version };
}

/**
 * The `shared` block, the same in every build: singletons with the version this package depends on. In production
 * the FACADE_SHARED libraries are provided through their facades; `consumeOnly` (production remotes) ships no copy
 * at all: a remote always runs on the host's instance. Also returns the export lists (shared-exports.json).
 * @param {string} pkgDir
 * @param {{ facades?: boolean, consumeOnly?: boolean }} [opts]
 */
export function sharedConfig(pkgDir, { facades = false, consumeOnly = false } = {}) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const sharedSubpaths = declaredSharedSubpaths();
  /** @type {Record<string, any>} */
  const shared = {};
  /** @type {Record<string, string[]>} */
  const exportLists = {};
  for (const key of SHARED_SINGLETONS) {
    if (key.startsWith('@hub/shared') && !sharedSubpaths.has(key)) continue;
    const range = deps[packageName(key)];
    const common = {
      singleton: true,
      // Workspace packages have no registry range: the one in the workspace is the one.
      requiredVersion: !range || range.startsWith('workspace:') ? false : range,
      strictVersion: false,
      ...(consumeOnly ? { import: false } : {}),
    };
    const zodMembers = key === 'zod' && facades && process.env.MF_FACADES !== '0' ? zodMembersOf(require) : null;
    if (zodMembers) {
      const facade = writeZodFacade(pkgDir, require, zodMembers);
      shared[key] = { ...common, ...(consumeOnly ? {} : { import: facade.file }), version: facade.version };
      exportLists[key] = zodMembers.map((m) => `z.${m}`);
      continue;
    }
    const used = facades && isFacadeShared(key) && process.env.MF_FACADES !== '0' ? usedExportsOf(require, key) : null;
    if (used && used.length) {
      const facade = writeFacade(pkgDir, require, key, used);
      shared[key] = { ...common, ...(consumeOnly ? {} : { import: facade.file }), version: facade.version };
      exportLists[key] = used;
    } else {
      shared[key] = common;
    }
  }
  Object.assign(shared, stateModulesConfig(pkgDir, require, deps, consumeOnly));
  return { shared, exportLists };
}

/**
 * SHARED_STATE_MODULES as `shared` entries keyed by the absolute file (Module Federation matches a key that is an
 * absolute path against the resolved resource, so the relative imports inside Mantine and the UI kit hit it) with
 * a stable share key. The file is looked up from this package and from `shared/` (the UI kit's own resolution); a
 * second installed copy would be a second key, and so still one instance per copy rather than a silent miss.
 * @param {string} pkgDir
 * @param {NodeJS.Require} require
 * @param {Record<string, string>} deps
 * @param {boolean} consumeOnly
 */
function stateModulesConfig(pkgDir, require, deps, consumeOnly) {
  const sharedRequire = createRequire(path.join(rootDir, 'shared', 'package.json'));
  /** @type {Record<string, { shareKey: string, singleton: true, version: string, requiredVersion: string | false, strictVersion: false, import?: false }>} */
  const out = {};
  for (const { pkg: name, file } of SHARED_STATE_MODULES) {
    for (const req of [require, sharedRequire]) {
      let dir;
      try {
        dir = name === '@hub/shared' ? path.join(rootDir, 'shared') : packageDir(req, name);
      } catch {
        continue; // this package cannot reach it, so it cannot import it either
      }
      const abs = path.join(dir, file);
      if (out[abs]) continue;
      if (!fs.existsSync(abs)) throw new Error(`${name}/${file} is missing (tooling/federation.mjs SHARED_STATE_MODULES)`);
      const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
      const range = deps[name];
      out[abs] = {
        shareKey: `${name}/${file}`,
        singleton: true,
        version,
        requiredVersion: !range || range.startsWith('workspace:') ? false : range,
        strictVersion: false,
        ...(consumeOnly ? { import: false } : {}),
      };
    }
  }
  return out;
}

/**
 * Emits shared-exports.json: which exports of each facade library this build provides (host) or needs (remote).
 * A remote released later may only use exports the live host provides; a registry guard can compare the two files.
 * @param {any} rspack the building package's @rspack/core
 * @param {string} name
 * @param {Record<string, string[]>} exportLists
 */
function sharedExportsPlugin(rspack, name, exportLists) {
  return {
    /** @param {any} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('HubSharedExports', (/** @type {any} */ compilation) => {
        compilation.hooks.processAssets.tap({ name: 'HubSharedExports', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const body = JSON.stringify({ name, shared: exportLists }, null, 2);
          compilation.emitAsset('shared-exports.json', new rspack.sources.RawSource(body));
        });
      });
    },
  };
}

/**
 * The remote whose package is pkgDir.
 * @param {string} pkgDir
 */
function readRemoteName(pkgDir) {
  const dir = path.basename(pkgDir);
  const remote = REMOTES.find((r) => r.dir === dir);
  if (!remote) throw new Error(`${dir} is not a known remote (tooling/federation.mjs REMOTES)`);
  return remote;
}

/** @param {NodeJS.Require} require */
function zodLocalesIndex(require) {
  return path.join(packageDir(require, 'zod'), 'v4', 'locales', 'index.js');
}

/**
 * The Mantine components whose CSS the live host loads at start (its boot-assets.json `mantineCss`): the host the
 * release guard checks against (HUB_GUARD_HOST), else the workspace's host build. None known = skip nothing (a
 * stylesheet twice, never one missing).
 * @returns {string[]}
 */
function hostStartCss() {
  const dir = process.env.HUB_GUARD_HOST ? path.resolve(process.env.HUB_GUARD_HOST) : path.join(rootDir, 'host', 'dist');
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'boot-assets.json'), 'utf8')).mantineCss ?? [];
  } catch {
    return [];
  }
}

/**
 * Builds the rspack configuration of one package.
 * @param {{ pkgDir: string, kind: 'host' | 'remote', mode?: string }} opts
 */
export function createRspackConfig({ pkgDir, kind, mode }) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  // Resolved from the package being built (each has its own @rspack/core), so typed loosely here.
  const { rspack } = /** @type {any} */ (require('@rspack/core'));
  const { ModuleFederationPlugin } = /** @type {any} */ (require('@module-federation/enhanced/rspack'));
  const isProd = (mode ?? process.env.NODE_ENV) === 'production';
  const isHost = kind === 'host';
  const remote = isHost ? undefined : readRemoteName(pkgDir);
  const name = remote ? remote.name : 'host';
  const devPort = Number(remote ? (process.env[`REMOTE_${remote.name.toUpperCase()}_PORT`] ?? remote.devPort) : (process.env.HOST_DEV_PORT ?? HOST_DEV_PORT));
  const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? API_DEV_PORT}`;
  // A remote in production is only its container; in dev it also serves the standalone harness page.
  const withPage = isHost || !isProd;

  const entry = isHost ? { main: './src/index.ts' } : isProd ? {} : { main: './src/dev/index.ts' };
  const { shared, exportLists } = sharedConfig(pkgDir, { facades: isProd, consumeOnly: isProd && !isHost });
  // Releases (docs/adr/003-releases.md): build metadata, the singleton guard, and an output folder of the release's own.
  // A production remote publishes the routes its defineRemote list declares (the shell reads them from the registry).
  const screens = isProd && !isHost ? readDeclaredScreens(pkgDir, name) : undefined;
  // Mantine stylesheets a production remote leaves to the host (loaded there at start); recorded for the release guard.
  const skippedCss = isProd && !isHost ? hostStartCss() : [];
  const routes = screens?.routes;
  const buildInfo = isProd ? createBuildInfo(pkgDir, name, describeShared(pkgDir, shared), routes) : null;
  if (isProd && !isHost) guardRemoteBuild({ pkgDir, rootDir, name, shared, exportLists });
  const exposed = buildInfo && !isHost ? writeExposeWrapper(pkgDir, './src/remote.tsx', buildInfo) : './src/remote.tsx';

  return {
    mode: isProd ? 'production' : 'development',
    context: pkgDir,
    entry,
    target: 'browserslist',
    // HUB_SOURCE_MAPS=1: production maps, to attribute a chunk's bytes to its sources (docs/adr/002 section 5).
    devtool: isProd ? (process.env.HUB_SOURCE_MAPS === '1' ? 'source-map' : false) : 'cheap-module-source-map',
    output: {
      path: process.env.HUB_BUILD_OUT ? path.resolve(process.env.HUB_BUILD_OUT) : path.join(pkgDir, 'dist'),
      // "auto": chunks load relative to the script that asked for them, so the same files work under any base path.
      publicPath: 'auto',
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // zod's `z` namespace re-exports every locale (~1 MB source); the product speaks English only.
      alias: { [zodLocalesIndex(require)]: path.join(toolingDir, 'zod-locales.mjs') },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: [
            {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd } },
                },
                env: { targets: fs.readFileSync(path.join(rootDir, '.browserslistrc'), 'utf8').split('\n').filter(Boolean) },
              },
            },
          ],
          type: 'javascript/auto',
        },
        // Per-component Mantine CSS (tooling/mantine-css-loader.cjs): each build carries the styles of the components
        // it includes; a production remote leaves out those the host loads at start (its boot-assets.json).
        {
          test: /[\\/]@mantine[\\/]core[\\/]esm[\\/].*\.module\.mjs$/,
          use: [{ loader: path.join(toolingDir, 'mantine-css-loader.cjs'), options: { skip: skippedCss } }],
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { [EXPOSED_MODULE]: exposed } }),
        // Remotes are registered at run time from the registry document (host/src/remotes), never here.
        remotes: {},
        shared,
        // Remotes only consume, so the host's registered copies are the ones to use. With the default
        // 'version-first', loading a shared module first needed by a later lazy chunk re-initialises the share
        // scope of every registered remote, and one unreachable remote then fails that unrelated chunk.
        shareStrategy: 'loaded-first',
        // One federation runtime per page: the host provides it, production remotes use it instead of bundling their own.
        // The runtime's Node-only code is dropped everywhere (`target: 'web'`); a production remote never loads
        // remotes of its own, so it also drops remote loading and manifest snapshots (~1/3 of each remoteEntry).
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : isProd
            ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } }
            : {},
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
      }),
      withPage &&
        new rspack.HtmlRspackPlugin({
          template: path.join(toolingDir, 'index.html'),
          templateParameters: {
            title: remote ? `${remote.title} (standalone) | Logistics` : 'Hub Console | Logistics',
            // The installable app (docs/adr/010): the shell's web app manifest and icon, relative to the mount.
            appLinks: isHost ? '<link rel="manifest" href="manifest.webmanifest" />\n    <link rel="apple-touch-icon" href="icons/icon-192.png" />' : '',
          },
          scriptLoading: 'defer',
          publicPath: '',
        }),
      // The web app manifest and its icons (host/public), beside the shell.
      isProd && isHost && fs.existsSync(path.join(pkgDir, 'public')) && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(pkgDir, 'public') }] }),
      isProd && sharedExportsPlugin(rspack, name, exportLists),
      buildInfo && buildInfoPlugin(rspack, buildInfo),
      // What loads at start, for the server that composes index.html (issue 11).
      isProd && bootAssetsPlugin(rspack, { kind: isHost ? 'host' : 'remote', routeModules: screens?.modules, skippedCss }),
      // Brotli and gzip siblings of every text asset, made once here (release copies carry them too).
      isProd && precompressPlugin(),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
    ].filter(Boolean),
    optimization: isProd
      ? {
          moduleIds: 'deterministic',
          chunkIds: 'deterministic',
          ...(isHost ? { splitChunks: HOST_START_CHUNKS } : {}),
        }
      : {},
    performance: false,
    experiments: {},
    lazyCompilation: false,
    devServer: {
      port: devPort,
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: { index: '/index.html' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
      proxy: [{ context: ['/logistics'], target: apiTarget, changeOrigin: false }],
      setupMiddlewares: (/** @type {unknown[]} */ middlewares, /** @type {any} */ server) => {
        // The app lives under the first URL segment (/console/...): serve /<segment>/<asset> as /<asset>.
        server.app.use((/** @type {{ url?: string }} */ req, /** @type {unknown} */ _res, /** @type {() => void} */ next) => {
          const m = /^\/(?!logistics\/)[^/]+\/([^/]+\.(?:js|css|json|map|ico|svg|png|txt))(\?.*)?$/.exec(req.url ?? '');
          if (m && !req.url?.startsWith('/remotes/')) req.url = `/${m[1]}${m[2] ?? ''}`;
          next();
        });
        if (isHost)
          server.app.get(`/${REGISTRY_FILE}`, (/** @type {unknown} */ _req, /** @type {any} */ res) => {
            devRegistry().then(
              (doc) => res.json(doc),
              (err) =>
                res
                  .status(500)
                  .type('text/plain')
                  .send(String(err.message ?? err)),
            );
          });
        return middlewares;
      },
    },
  };
}

/** Routes each remote's working tree declares, re-read when its remote.tsx changes (dev only). */
/** @type {Map<string, { mtime: number, routes: Promise<string[]> }>} */
const devRoutesCache = new Map();
/** @param {{ name: string, dir: string }} r */
function devRoutes(r) {
  const pkgDir = path.join(rootDir, r.dir);
  const mtime = fs.statSync(path.join(pkgDir, REMOTE_SOURCE)).mtimeMs;
  const cached = devRoutesCache.get(r.name);
  if (cached?.mtime === mtime) return cached.routes;
  const routes = readDeclaredRoutesAsync(pkgDir, r.name);
  devRoutesCache.set(r.name, { mtime, routes });
  routes.catch(() => devRoutesCache.delete(r.name));
  return routes;
}

/**
 * The registry the host dev server serves: every remote at its dev server with the routes its working tree declares,
 * unless REMOTES_FROM says otherwise (e.g. REMOTES_FROM=http://localhost:4800/console/ to use the remotes of a
 * running `pnpm start`).
 */
export async function devRegistry() {
  const from = process.env.REMOTES_FROM;
  const entries = await Promise.all(
    REMOTES.map(async (r) => [
      r.name,
      {
        entry: from
          ? new URL(`remotes/${r.name}/mf-manifest.json`, from).href
          : `http://localhost:${process.env[`REMOTE_${r.name.toUpperCase()}_PORT`] ?? r.devPort}/mf-manifest.json`,
        routes: await devRoutes(r),
      },
    ]),
  );
  return { schemaVersion: 1, remotes: Object.fromEntries(entries) };
}
