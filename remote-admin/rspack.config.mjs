import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@hub/tooling/rspack';

export default (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) =>
  createRspackConfig({ pkgDir: path.dirname(fileURLToPath(import.meta.url)), kind: 'remote', mode: argv.mode });
