// pnpm approve <remote> <version> --env <env> [--store dir] [--host dir]
// Applies a promotion someone else requested (HUB_PROMOTE_APPROVAL=required; docs/adr/008-routes-canaries-approval.md).
// Without a remote, lists the pending requests.
import { approve, ENVIRONMENTS, pendingRequests } from '../../tooling/release-store.mjs';
import { describeEvent, fail, parseCommand, resolveHostDir, resolveStore, runCommand } from './cli.mjs';

const usage = `Usage: pnpm approve <remote> <version> --env <${ENVIRONMENTS.join('|')}> [--store dir] [--host dir]
       pnpm approve --env <env>        lists the pending requests`;
const { values, positionals } = parseCommand({ env: { type: 'string' } }, usage);
if (!values.env || (positionals.length !== 2 && positionals.length !== 0)) fail(`Name a remote, a version and --env.\n${usage}`);
const env = String(values.env);

await runCommand(async () => {
  const store = resolveStore(values);
  if (!positionals.length) {
    const pending = pendingRequests(store, env);
    if (!pending.length) console.log(`No pending promotion requests in ${env}`);
    for (const r of pending) console.log(`  ${r.remote} ${r.version}${r.hubs ? ` for ${r.hubs.join(', ')}` : ''} (requested by ${r.by} at ${r.at})`);
    return;
  }
  const [remote, version] = /** @type {[string, string]} */ (positionals);
  const hostDir = resolveHostDir(values);
  const event = await approve({ store, env, remote, version, hostDir: hostDir ?? undefined });
  console.log(`✓ ${env}: ${describeEvent(event)}`);
});
