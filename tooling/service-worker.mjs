// The service worker build (docs/adr/010-field-conditions.md): host/src/sw/service-worker.ts bundled with the Workbox
// runtime into the host's dist as sw.js, after the host itself (a second compiler that depends on it), with the host's
// files injected as its precache list (`self.__WB_MANIFEST`, Workbox's injectManifest convention). Workbox's own build
// tools (workbox-build, workbox-webpack-plugin) were not used: they pull in Babel and Rollup, and the webpack plugin's
// child compiler does not fit rspack; the manifest is a list of files with revisions, which this does in a few lines.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** What the shell precaches: its scripts, styles, icons and web app manifest (never documents composed per request). */
const PRECACHE = /\.(?:js|css|png|svg|webmanifest)$/;
/** Built files named by content: their URL is their revision. */
const FINGERPRINTED = /\.[0-9a-f]{8}\.(?:js|css)$/;
const SKIP = new Set(['sw.js']);

/**
 * The precache list of a built host directory: `{ url, revision }` relative to the shell (the SW's scope).
 * @param {string} dir
 * @returns {Array<{ url: string, revision: string | null }>}
 */
export function precacheManifest(dir) {
  /** @type {Array<{ url: string, revision: string | null }>} */
  const out = [];
  /** @param {string} rel */
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else if (PRECACHE.test(file) && !SKIP.has(file)) {
        const revision = FINGERPRINTED.test(file)
          ? null
          : crypto
              .createHash('md5')
              .update(fs.readFileSync(path.join(dir, file)))
              .digest('hex');
        out.push({ url: file, revision });
      }
    }
  };
  walk('');
  return out.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * Replaces `self.__WB_MANIFEST` in the emitted sw.js with the host's precache list (read once the host is built).
 * @param {any} rspack the host's @rspack/core
 * @param {string} hostDist
 */
function injectManifestPlugin(rspack, hostDist) {
  return {
    /** @param {any} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('HubInjectManifest', (/** @type {any} */ compilation) => {
        compilation.hooks.processAssets.tap({ name: 'HubInjectManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
          const asset = compilation.getAsset('sw.js');
          if (!asset) return;
          const source = asset.source.source().toString();
          if (!source.includes('self.__WB_MANIFEST')) throw new Error('sw.js does not reference self.__WB_MANIFEST');
          const list = JSON.stringify(precacheManifest(hostDist));
          compilation.updateAsset('sw.js', new rspack.sources.RawSource(source.replace('self.__WB_MANIFEST', list)));
        });
      });
    },
  };
}

/**
 * The rspack config of the service worker of the host in `pkgDir` (production only). `dependencies: ['host']`: built
 * after the host, whose output it lists.
 * @param {{ pkgDir: string }} opts
 * @returns {Record<string, unknown>}
 */
export function serviceWorkerConfig({ pkgDir }) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  const { rspack } = /** @type {any} */ (require('@rspack/core'));
  const out = process.env.HUB_BUILD_OUT ? path.resolve(process.env.HUB_BUILD_OUT) : path.join(pkgDir, 'dist');
  return {
    name: 'service-worker',
    dependencies: ['host'],
    mode: 'production',
    context: pkgDir,
    entry: { sw: './src/sw/service-worker.ts' },
    target: 'webworker',
    devtool: false,
    output: { path: out, filename: '[name].js', clean: false, publicPath: '' },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          use: [{ loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }],
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), injectManifestPlugin(rspack, out)],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: false,
  };
}
