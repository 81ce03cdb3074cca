// pnpm promote <remote> <version> --env <dev|staging|prod> [--hubs HUB-1,HUB-2] [--store dir] [--host dir]
// Makes a released version live in one environment, or with --hubs live only for sessions working in those hubs
// (a canary); the next page load there uses it. HUB_PROMOTE_APPROVAL=required makes a promotion to prod a request
// that another person applies with `pnpm approve` (docs/adr/003-releases.md, docs/adr/008-routes-canaries-approval.md).
import { approvalFor, ENVIRONMENTS, parseHubs, promote } from '../../tooling/release-store.mjs';
import { describeEvent, fail, parseCommand, resolveHostDir, resolveStore, runCommand } from './cli.mjs';

const usage = `Usage: pnpm promote <remote> <version> --env <${ENVIRONMENTS.join('|')}> [--hubs HUB-1,HUB-2] [--store dir] [--host dir]
  --hubs   a canary: the version is live only for sessions working in these hubs (the hub in the URL);
           run again with more hubs to widen it, without --hubs to make it live for every hub
  --host   built host the singleton guard checks the release against (default: HUB_HOST_DIR or dist/web; none: no built host)
  HUB_PROMOTE_APPROVAL=required: a promotion to prod is recorded as a request; another person runs pnpm approve`;
const { values, positionals } = parseCommand({ env: { type: 'string' }, hubs: { type: 'string' } }, usage);
if (positionals.length !== 2 || !values.env) fail(`Name a remote, a version and --env.\n${usage}`);
const [remote, version] = /** @type {[string, string]} */ (positionals);

await runCommand(async () => {
  const hostDir = resolveHostDir(values);
  if (!hostDir) console.warn('! No built host found (dist/web/build-info.json, --host or HUB_HOST_DIR): the singleton guard is skipped');
  const env = String(values.env);
  const event = await promote({
    store: resolveStore(values),
    env,
    remote,
    version,
    hostDir: hostDir ?? undefined,
    hubs: values.hubs === undefined ? undefined : parseHubs(String(values.hubs)),
    approval: approvalFor(env),
  });
  console.log(`✓ ${env}: ${describeEvent(event)}`);
  if (event.action === 'request') console.log(`  Another person applies it: pnpm approve ${remote} ${version} --env ${env}`);
});
