// pnpm releases prune --keep <n> [--dry-run] [--store dir]
// Removes releases nothing needs: neither live, canary, on a rollback stack or requested in any environment, nor
// among the newest <n> of their remote (what QA may still pin in dev and staging). Says what it removed and why the
// rest stays (docs/adr/008-routes-canaries-approval.md).
import { prune } from '../../tooling/release-store.mjs';
import { fail, parseCommand, resolveStore, runCommand } from './cli.mjs';

const usage = `Usage: pnpm releases prune --keep <n> [--dry-run] [--store dir]
  --keep     newest versions of each remote to keep besides those live, canary, requested or on a rollback stack
  --dry-run  say what would be removed, remove nothing`;
const { values, positionals } = parseCommand({ keep: { type: 'string' }, 'dry-run': { type: 'boolean' } }, usage);
if (positionals[0] !== 'prune' || positionals.length !== 1) fail(`Name a subcommand.\n${usage}`);
if (values.keep === undefined || !/^\d+$/.test(String(values.keep))) fail(`--keep takes a whole number of versions.\n${usage}`);

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;

await runCommand(async () => {
  const dryRun = Boolean(values['dry-run']);
  const { removed, kept } = await prune({ store: resolveStore(values), keep: Number(values.keep), dryRun });
  const verb = dryRun ? 'Would remove' : 'Removed';
  if (!removed.length) console.log('✓ Nothing to remove');
  else {
    console.log(`✓ ${verb} ${removed.length} release${removed.length === 1 ? '' : 's'} (${kb(removed.reduce((n, r) => n + r.bytes, 0))}):`);
    for (const r of removed) console.log(`  ${r.remote} ${r.version} (${kb(r.bytes)})`);
  }
  console.log(`Kept ${kept.length}:`);
  for (const k of kept) console.log(`  ${k.remote} ${k.version}: ${k.reasons.join('; ')}`);
});
