// The child process of tooling/extract-routes.mjs: imports a remote's src/remote.tsx (given as argv[2]) with tsx and
// prints { name, routes, modules } as its last line of output: `modules` maps each route whose screen is React.lazy
// to the module its loader imports (`./routes/inward-page`), so the build can name the chunks a deep link needs.
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
/** The request a lazy screen's loader imports (read from the loader's source, which is never called here). */
const lazyRequest = (/** @type {any} */ component) => {
  // lazyScreen (tooling/src/remote-contract) keeps its loader as `load`; a plain React.lazy keeps it in its payload.
  const loader = component?.load ?? (component?.$$typeof === Symbol.for('react.lazy') ? component._payload?._result : undefined);
  if (typeof loader !== 'function') return null;
  const m = /(?:import|require)\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(loader));
  return m ? m[1] : null;
};
/** @type {Record<string, string>} */
const modules = {};
/** @type {Array<{ path: string, Component: unknown }>} */
const screens = remoteModule.screens;
for (const s of screens) {
  const request = lazyRequest(s.Component);
  if (request) modules[s.path] = request;
}
process.stdout.write(`\n${JSON.stringify({ name: remoteModule.name, routes: screens.map((s) => s.path), modules })}\n`);
// Modules imported may hold timers or handles open: the answer is printed, so end here.
process.exit(0);
