// Bundles the api (and the @hub/shared contracts it imports) into dist/server.js and dist/seed.js, with the web edge it
// composes (@hub/edge, edge/src) and what the edge imports: the release store's schemas (@hub/tooling/release-schema,
// tooling/release-schema.mjs, an ES module bundled like the TypeScript; zod resolves from tooling/node_modules).
// Packages that carry binaries or read files next to their own code stay external and load from node_modules.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), seed: path.join(here, 'src/seed/cli.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  external: [
    '@electric-sql/pglite',
    'pg-native',
    // Serves its UI files from its own package folder.
    '@fastify/swagger-ui',
  ],
});

// Migrations are applied at start; the bundle finds them next to itself (see db/client.ts).
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// The seed's sample photos (and their licences) are read from next to the bundle too (see seed/images.ts).
cpSync(path.join(here, 'src/seed/images'), path.join(dist, 'seed-images'), { recursive: true });
console.log('api bundle: dist/server.js, dist/seed.js, dist/migrations, dist/seed-images');
