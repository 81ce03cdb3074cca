// pnpm release <remote> [--version x.y.z] [--label text] [--dir path] [--store dir] [--host dir]
// Builds one remote and publishes an immutable, versioned copy to the release store (docs/adr/003-releases.md). The
// routes it declares are checked first against what every environment serves (docs/adr/008).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '../../tooling/federation.mjs';
import { readDeclaredRoutes } from '../../tooling/extract-routes.mjs';
import { ENVIRONMENTS, publishRelease, readBundledRemotes, readRegistry, readRelease, routeProblems } from '../../tooling/release-store.mjs';
import { ROOT, run } from '../lib.mjs';
import { fail, parseCommand, resolveHostDir, resolveStore, runCommand } from './cli.mjs';

const usage = `Usage: pnpm release <remote> [--version x.y.z] [--label text] [--dir path] [--store dir] [--host dir]
  remote     one of ${REMOTES.map((r) => r.name).join(', ')}
  --version  release version (default: the remote's package.json version)
  --label    build label shown beside the version (e.g. a QA build name)
  --dir      build the remote from this checkout of its package (default: the workspace's, e.g. remote-hubops/)
  --store    release store (default: HUB_RELEASES_DIR or <repo>/.releases)
  --host     built host the singleton guard checks against (default: HUB_HOST_DIR or dist/web; none: no built host)`;

const { values, positionals } = parseCommand({ version: { type: 'string' }, label: { type: 'string' }, dir: { type: 'string' } }, usage);
if (positionals.length !== 1) fail(`Name one remote.\n${usage}`);
const remote = REMOTES.find((r) => r.name === positionals[0] || r.dir === positionals[0] || r.pkg === positionals[0]);
if (!remote) fail(`Unknown remote "${positionals[0]}" (one of ${REMOTES.map((r) => r.name).join(', ')})`);

/**
 * The rspack CLI the package at pkgDir builds with (its own dependency).
 * @param {string} pkgDir
 */
function rspackBin(pkgDir) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  const pkgFile = require.resolve('@rspack/cli/package.json');
  const { bin } = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  return path.join(path.dirname(pkgFile), typeof bin === 'string' ? bin : bin.rspack);
}

await runCommand(async () => {
  const store = resolveStore(values);
  const pkgDir = values.dir ? path.resolve(String(values.dir)) : path.join(ROOT, remote.dir);
  // The folder name says which remote a package is (tooling/rspack-config.mjs), so another checkout keeps it.
  if (path.basename(pkgDir) !== remote.dir) fail(`--dir must be a checkout of ${remote.dir} (a folder named ${remote.dir})`);
  /** @type {{ version: string }} */
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const version = typeof values.version === 'string' ? values.version : pkg.version;
  // Refuse before spending a build on a version that can never be published.
  if (readRelease(store, remote.name, version)) fail(`${remote.name} ${version} is already published in ${store}; releases are immutable: bump the version`);
  const hostDir = resolveHostDir(values);
  // Its routes against what every environment serves (and the remotes built with the shell): a route another remote
  // owns, or a spec route this remote serves today and the new version drops, is refused before any build.
  const routes = readDeclaredRoutes(pkgDir, remote.name);
  const bundled = readBundledRemotes(hostDir);
  const problems = [
    ...new Set(ENVIRONMENTS.flatMap((env) => routeProblems({ store, env, doc: readRegistry(store, env), remote: remote.name, version, routes, bundled }))),
  ];
  if (problems.length) fail(`Route check refused ${remote.name} ${version}:\n  - ${problems.join('\n  - ')}`);
  console.log(`Routes of ${remote.name} ${version}: ${routes.join(', ') || '(none)'}`);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `hub-release-${remote.name}-`));
  try {
    console.log(`Building ${remote.pkg} ${version}${hostDir ? ` (singleton guard against ${hostDir})` : ''}`);
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HUB_BUILD_OUT: out,
      HUB_RELEASE_VERSION: version,
      ...(values.label ? { HUB_BUILD_LABEL: String(values.label) } : {}),
      ...(hostDir ? { HUB_GUARD_HOST: hostDir } : {}),
    };
    const code = values.dir
      ? await run(process.execPath, [rspackBin(pkgDir), 'build', '--mode', 'production'], { env, cwd: pkgDir })
      : await run('pnpm', ['--filter', remote.pkg, 'build'], { env });
    if (code !== 0) fail(`The build of ${remote.pkg} failed (exit ${code}); nothing was published`);
    const release = await publishRelease({ store, remote: remote.name, version, fromDir: out });
    console.log(`✓ Published ${remote.name} ${version} (sha ${release.sha}, built ${release.builtAt}) to ${path.join(store, remote.name, version)}`);
    console.log(`  Promote it: pnpm promote ${remote.name} ${version} --env staging`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
