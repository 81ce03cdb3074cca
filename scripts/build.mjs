// pnpm build: the shell, then the six remotes (each alone, into its own dist), the api bundle, then the web directory.
import { assembleWeb, must } from './lib.mjs';

// The host first: a remote leaves out the Mantine stylesheets the host loads at start (host/dist/boot-assets.json).
await must('pnpm', ['--filter', './host', 'build']);
await must('pnpm', ['-r', '--filter', './remote-*', '--workspace-concurrency=2', 'build']);
await must('pnpm', ['--filter', '@hub/api', 'build']);
const out = assembleWeb();
console.log(`\n✓ web app assembled in ${out}`);
