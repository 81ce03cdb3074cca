import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@hub/tooling/rspack';
import { serviceWorkerConfig } from '@hub/tooling/service-worker';

const pkgDir = path.dirname(fileURLToPath(import.meta.url));

// Production: the shell, then its service worker (which precaches the shell's files: docs/adr/010).
export default (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
  const host = { name: 'host', ...createRspackConfig({ pkgDir, kind: 'host', mode: argv.mode }) };
  return argv.mode === 'production' ? [host, serviceWorkerConfig({ pkgDir })] : host;
};
