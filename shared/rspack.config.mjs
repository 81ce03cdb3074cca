// Standalone catalogue of the shared kit: `pnpm --filter @hub/shared dev` (serve) and `build` (static files in dist/).
// A plain single-page build, no Module Federation: the host mounts the same Catalogue through @hub/shared/catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const dir = path.dirname(fileURLToPath(import.meta.url));
const targets = fs
  .readFileSync(path.join(dir, '..', '.browserslistrc'), 'utf8')
  .split('\n')
  .filter(Boolean);

export default (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
  const isProd = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/catalogue/main.tsx' },
    target: 'browserslist',
    devtool: isProd ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
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
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !isProd } } },
            env: { targets },
          },
          type: 'javascript/auto',
        },
        // rspack 2 ignores experiments.css: CSS needs explicit module types.
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(dir, 'public', 'index.html'), scriptLoading: 'defer' }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
    ],
    performance: false,
    lazyCompilation: false,
    devServer: {
      port: Number(process.env.CATALOGUE_PORT ?? 4910),
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      client: { overlay: false },
    },
  };
};
