// pnpm promote <remote> <version> --env <dev|staging|prod> [--store dir] [--host dir]
// Makes a released version live in one environment: the next page load there uses it (docs/adr/003-releases.md).
import { ENVIRONMENTS, promote } from '../../tooling/release-store.mjs';
import { fail, parseCommand, resolveHostDir, resolveStore, runCommand } from './cli.mjs';

const usage = `Usage: pnpm promote <remote> <version> --env <${ENVIRONMENTS.join('|')}> [--store dir] [--host dir]
  --host   built host the singleton guard checks the release against (default: HUB_HOST_DIR or dist/web)`;
const { values, positionals } = parseCommand({ env: { type: 'string' } }, usage);
if (positionals.length !== 2 || !values.env) fail(`Name a remote, a version and --env.\n${usage}`);
const [remote, version] = positionals;

await runCommand(async () => {
  const hostDir = resolveHostDir(values);
  if (!hostDir) console.warn('! No built host found (dist/web/build-info.json, --host or HUB_HOST_DIR): the singleton guard is skipped');
  const event = await promote({ store: resolveStore(values), env: String(values.env), remote, version, hostDir: hostDir ?? undefined });
  console.log(`✓ ${values.env}: ${remote} ${event.from ?? '(none)'} -> ${event.to} (by ${event.by} at ${event.at})`);
});
