// pnpm rollback <remote> --env <dev|staging|prod> [--store dir] [--host dir]
// Puts back the state before the last change: the version live before the current one, or a canary as it was
// before it was widened (or none). Each rollback steps one further back (docs/adr/003-releases.md, 008).
import { ENVIRONMENTS, rollback } from '../../tooling/release-store.mjs';
import { describeEvent, fail, parseCommand, resolveHostDir, resolveStore, runCommand } from './cli.mjs';

const usage = `Usage: pnpm rollback <remote> --env <${ENVIRONMENTS.join('|')}> [--store dir] [--host dir]`;
const { values, positionals } = parseCommand({ env: { type: 'string' } }, usage);
if (positionals.length !== 1 || !values.env) fail(`Name a remote and --env.\n${usage}`);

await runCommand(async () => {
  const hostDir = resolveHostDir(values);
  const event = await rollback({ store: resolveStore(values), env: String(values.env), remote: String(positionals[0]), hostDir: hostDir ?? undefined });
  console.log(`✓ ${values.env}: ${describeEvent(event)}`);
});
