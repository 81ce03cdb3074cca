// pnpm build: the shell and the six remotes (each alone, into its own dist), the api bundle, then the web directory.
import { assembleWeb, must } from './lib.mjs';

await must('pnpm', ['-r', '--filter', './host', '--filter', './remote-*', '--workspace-concurrency=2', 'build']);
await must('pnpm', ['--filter', '@hub/api', 'build']);
const out = assembleWeb();
console.log(`\n✓ web app assembled in ${out}`);
