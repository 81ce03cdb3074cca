// The routes a remote declares, read at build time from its own defineRemote list (src/remote.tsx), so the build can
// publish them (build-info.json -> release.json -> the environment registry -> the shell). One declaration, nothing
// copied into the host: an area adds a screen in its remote.tsx and releases (docs/adr/008-routes-canaries-approval.md).
//
// How: a child Node process imports src/remote.tsx with tsx (TypeScript and JSX) and prints the screens' paths.
// Screens are React.lazy (or plain components): importing the module does not render them, and stylesheets imported
// at module level load as empty modules. A child process keeps the build's own module graph clean.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declarationProblems } from './route-rules.mjs';

/** The module every remote exposes (tooling/federation.mjs EXPOSED_MODULE), relative to its package. */
export const REMOTE_SOURCE = 'src/remote.tsx';

/** The child that imports the module (tooling/extract-routes-child.mjs). */
const self = path.join(path.dirname(fileURLToPath(import.meta.url)), 'extract-routes-child.mjs');

/**
 * @param {{ stderr?: unknown, message: string }} err
 * @param {string} name
 * @param {string} file
 */
const describeFailure = (err, name, file) => {
  const detail = String(err.stderr ?? err.message)
    .split('\n')
    .filter(Boolean)
    .slice(0, 6)
    .join('\n  ');
  return new Error(
    `Could not read the routes ${name} declares in ${file}:\n  ${detail}\n` +
      '  (the module is imported in Node at build time: screens load lazily, and nothing at module level may need a browser)',
  );
};

/**
 * The child's answer: its last line of output.
 * @param {string | Buffer} out
 * @param {string} name
 * @param {string} file
 * @returns {{ routes: string[], modules: Record<string, string> }}
 */
function parseScreens(out, name, file) {
  /** @type {{ name: string, routes: string[], modules?: Record<string, string> }} */
  const declared = JSON.parse(String(out).trim().split('\n').pop() ?? '');
  if (declared.name !== name) throw new Error(`${file} declares the remote "${declared.name}", not "${name}"`);
  const problems = declarationProblems(name, declared.routes);
  if (problems.length) throw new Error(`Routes of ${name} (${file}):\n  ${problems.join('\n  ')}`);
  return { routes: declared.routes, modules: declared.modules ?? {} };
}
/** @type {(out: string | Buffer, name: string, file: string) => string[]} */
const parseDeclared = (out, name, file) => parseScreens(out, name, file).routes;

/**
 * The route patterns the remote in pkgDir declares (its screens' paths, in order). Throws when the module cannot be
 * read, names another remote, or declares routes the router could not serve exactly (tooling/route-rules.mjs).
 * @param {string} pkgDir
 * @param {string} name federation name the remote must declare itself as
 * @returns {string[]}
 */
export function readDeclaredRoutes(pkgDir, name) {
  return readDeclaredScreens(pkgDir, name).routes;
}

/**
 * The routes the remote in pkgDir declares, and for each route whose screen is React.lazy the module its loader
 * imports (`{ '/hubs/:hubId/inward': './routes/inward-page' }`): the build names the chunks a deep link needs from it
 * (tooling/boot-assets.mjs), so index.html can ask for them at once (issue 11).
 * @param {string} pkgDir
 * @param {string} name
 * @returns {{ routes: string[], modules: Record<string, string> }}
 */
export function readDeclaredScreens(pkgDir, name) {
  const file = path.join(pkgDir, REMOTE_SOURCE);
  let out;
  try {
    out = execFileSync(process.execPath, [self, file], { cwd: pkgDir, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  } catch (err) {
    throw describeFailure(/** @type {Error & { stderr?: Buffer }} */ (err), name, file);
  }
  return parseScreens(out, name, file);
}

/**
 * readDeclaredRoutes without blocking (the dev server reads every remote's routes at once).
 * @param {string} pkgDir
 * @param {string} name
 * @returns {Promise<string[]>}
 */
export function readDeclaredRoutesAsync(pkgDir, name) {
  const file = path.join(pkgDir, REMOTE_SOURCE);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [self, file], { cwd: pkgDir, timeout: 120_000 }, (err, stdout, stderr) => {
      if (err) return reject(describeFailure(Object.assign(err, { stderr }), name, file));
      try {
        resolve(parseDeclared(stdout, name, file));
      } catch (e) {
        reject(e);
      }
    });
  });
}
