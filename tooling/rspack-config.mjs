// The rspack + Module Federation config every front-end package builds with (host and six remotes).
// Each package's rspack.config.mjs calls createRspackConfig with its own name; nothing else differs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { API_DEV_PORT, EXPOSED_MODULE, HOST_DEV_PORT, REGISTRY_FILE, REMOTES, SHARED_SINGLETONS } from './federation.mjs';

const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.dirname(toolingDir);

/** Shared subpaths of @hub/shared that exist right now (a subpath added later is shared as soon as it is declared). */
function declaredSharedSubpaths() {
  const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'shared/package.json'), 'utf8'));
  return new Set(Object.keys(pkg.exports ?? {}).map((k) => (k === '.' ? '@hub/shared' : `@hub/shared/${k.slice(2)}`)));
}

/** The `shared` block: the same singletons, with the version this package depends on, in every build. */
export function sharedConfig(pkgDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const sharedSubpaths = declaredSharedSubpaths();
  const out = {};
  for (const key of SHARED_SINGLETONS) {
    if (key.startsWith('@hub/shared') && !sharedSubpaths.has(key)) continue;
    const base = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
    const range = deps[base];
    out[key] = {
      singleton: true,
      // Workspace packages have no registry range; their version is checked by the registry guard instead.
      requiredVersion: !range || range.startsWith('workspace:') ? false : range,
      strictVersion: false,
    };
  }
  return out;
}

function readRemoteName(pkgDir) {
  const dir = path.basename(pkgDir);
  const remote = REMOTES.find((r) => r.dir === dir);
  if (!remote) throw new Error(`${dir} is not a known remote (tooling/federation.mjs REMOTES)`);
  return remote;
}

/**
 * Builds the rspack configuration of one package.
 * @param {{ pkgDir: string, kind: 'host' | 'remote', mode?: string }} opts
 */
export function createRspackConfig({ pkgDir, kind, mode }) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  const { rspack } = require('@rspack/core');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
  const isProd = (mode ?? process.env.NODE_ENV) === 'production';
  const isHost = kind === 'host';
  const remote = isHost ? null : readRemoteName(pkgDir);
  const name = isHost ? 'host' : remote.name;
  const devPort = Number(isHost ? (process.env.HOST_DEV_PORT ?? HOST_DEV_PORT) : (process.env[`REMOTE_${remote.name.toUpperCase()}_PORT`] ?? remote.devPort));
  const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? API_DEV_PORT}`;
  // A remote in production is only its container; in dev it also serves the standalone harness page.
  const withPage = isHost || !isProd;

  const entry = isHost ? { main: './src/index.ts' } : isProd ? {} : { main: './src/dev/index.ts' };

  return {
    mode: isProd ? 'production' : 'development',
    context: pkgDir,
    entry,
    target: 'browserslist',
    devtool: isProd ? false : 'cheap-module-source-map',
    output: {
      path: path.join(pkgDir, 'dist'),
      // "auto": chunks load relative to the script that asked for them, so the same files work under any base path.
      publicPath: 'auto',
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd } },
            },
            env: { targets: fs.readFileSync(path.join(rootDir, '.browserslistrc'), 'utf8').split('\n').filter(Boolean) },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { [EXPOSED_MODULE]: './src/remote.tsx' } }),
        // Remotes are registered at run time from the registry document (host/src/remotes), never here.
        remotes: {},
        shared: sharedConfig(pkgDir),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
      }),
      withPage &&
        new rspack.HtmlRspackPlugin({
          template: path.join(toolingDir, 'index.html'),
          templateParameters: { title: isHost ? 'Hub Console | Logistics' : `${remote.title} (standalone) | Logistics` },
          scriptLoading: 'defer',
          publicPath: '',
        }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
    ].filter(Boolean),
    optimization: isProd ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : {},
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
      setupMiddlewares: (middlewares, server) => {
        // The app lives under the first URL segment (/console/...): serve /<segment>/<asset> as /<asset>.
        server.app.use((req, _res, next) => {
          const m = /^\/(?!logistics\/)[^/]+\/([^/]+\.(?:js|css|json|map|ico|svg|png|txt))(\?.*)?$/.exec(req.url ?? '');
          if (m && !req.url.startsWith('/remotes/')) req.url = `/${m[1]}${m[2] ?? ''}`;
          next();
        });
        if (isHost) server.app.get(`/${REGISTRY_FILE}`, (_req, res) => res.json(devRegistry()));
        return middlewares;
      },
    },
  };
}

/**
 * The registry the host dev server serves: every remote at its dev server, unless REMOTES_FROM says otherwise
 * (e.g. REMOTES_FROM=http://localhost:4800/console/ to use the remotes of a running `pnpm start`).
 */
function devRegistry() {
  const from = process.env.REMOTES_FROM;
  return {
    schemaVersion: 1,
    remotes: Object.fromEntries(
      REMOTES.map((r) => [
        r.name,
        {
          entry: from
            ? new URL(`remotes/${r.name}/mf-manifest.json`, from).href
            : `http://localhost:${process.env[`REMOTE_${r.name.toUpperCase()}_PORT`] ?? r.devPort}/mf-manifest.json`,
        },
      ]),
    ),
  };
}
