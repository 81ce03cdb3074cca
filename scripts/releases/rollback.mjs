// pnpm rollback <remote> --env <dev|staging|prod> [--store dir]
// Puts back the version that was live before the current one (docs/adr/003-releases.md).
import { ENVIRONMENTS, rollback } from '../../tooling/release-store.mjs';
import { fail, parseCommand, resolveStore, runCommand } from './cli.mjs';

const usage = `Usage: pnpm rollback <remote> --env <${ENVIRONMENTS.join('|')}> [--store dir]`;
const { values, positionals } = parseCommand({ env: { type: 'string' } }, usage);
if (positionals.length !== 1 || !values.env) fail(`Name a remote and --env.\n${usage}`);

await runCommand(async () => {
  const event = await rollback({ store: resolveStore(values), env: String(values.env), remote: positionals[0] });
  console.log(`✓ ${values.env}: ${event.remote} rolled back ${event.from} -> ${event.to} (by ${event.by} at ${event.at})`);
});
