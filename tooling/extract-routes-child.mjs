// The child process of tooling/extract-routes.mjs: imports a remote's src/remote.tsx (given as argv[2]) with tsx and
// prints { name, routes } as its last line of output.
import fs from 'node:fs';
import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Stylesheets imported at module level are empty here (their class names are never read while importing), whether
// tsx loads the module as CommonJS (a package without "type": "module": tsx hands every file that is not TypeScript
// to the ".js" loader it found when it registered) or as an ES module (the load hook).
const extensions = /** @type {any} */ (Module)._extensions;
const loadJs = extensions['.js'];
extensions['.js'] = function (/** @type {any} */ m, /** @type {string} */ filename) {
  if (/\.css$/.test(filename)) {
    m.exports = {};
    return;
  }
  return loadJs.call(this, m, filename);
};
extensions['.css'] = extensions['.js'];
register(
  `data:text/javascript,${encodeURIComponent(
    'export async function load(url, context, next) {' +
      '  if (/\\.css(\\?.*)?$/.test(url)) return { format: "module", source: "export default {};", shortCircuit: true };' +
      '  return next(url, context);' +
      '}',
  )}`,
);
const { tsImport } = await import('tsx/esm/api');
const file = path.resolve(process.argv[2] ?? '');
if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
const mod = await tsImport(pathToFileURL(file).href, import.meta.url);
const remoteModule = mod.remoteModule ?? mod.default?.remoteModule;
if (!remoteModule?.screens) throw new Error(`${file} does not export remoteModule (defineRemote)`);
process.stdout.write(`\n${JSON.stringify({ name: remoteModule.name, routes: remoteModule.screens.map((s) => s.path) })}\n`);
// Modules imported may hold timers or handles open: the answer is printed, so end here.
process.exit(0);
