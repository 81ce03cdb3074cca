// pnpm build: the shell, then the seven remotes (each alone, into its own dist), the api bundle (with the web edge), then
// the web directory.
import { assembleWeb, must } from './lib.mjs';

// The host first: a remote leaves out the Mantine stylesheets the host loads at start (host/dist/boot-assets.json).
await must('pnpm', ['--filter', './host', 'build']);
await must('pnpm', ['-r', '--filter', './remote-*', '--workspace-concurrency=2', 'build']);
// The api bundle (api/dist/server.js: esbuild, api/build.mjs) carries the web edge (@hub/edge, edge/src) inside: the
// one process `pnpm start` runs serves both. The edge alone runs from its sources (edge/README.md).
await must('pnpm', ['--filter', '@hub/api', 'build']);
const out = assembleWeb();
console.log(`\n✓ web app assembled in ${out}`);
