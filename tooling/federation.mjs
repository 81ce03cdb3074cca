// One definition of the federation, imported by the host, every remote, the web assembler and the bundle bench.
// Everything that must agree between independently built packages lives here (docs/adr/002-federation.md).

/** The seven remotes: federation name, package folder, dev port, the title the error view names. */
export const REMOTES = [
  { name: 'hubops', dir: 'remote-hubops', pkg: '@hub/remote-hubops', devPort: 4901, title: 'Hub Ops' },
  { name: 'totes', dir: 'remote-totes', pkg: '@hub/remote-totes', devPort: 4902, title: 'Tote Management' },
  { name: 'runsheet', dir: 'remote-runsheet', pkg: '@hub/remote-runsheet', devPort: 4903, title: 'Close Runsheet' },
  { name: 'fieldExec', dir: 'remote-field-exec', pkg: '@hub/remote-field-exec', devPort: 4904, title: 'Field Executive' },
  { name: 'venus', dir: 'remote-venus', pkg: '@hub/remote-venus', devPort: 4905, title: 'Monitoring' },
  { name: 'orgSupport', dir: 'remote-org-support', pkg: '@hub/remote-org-support', devPort: 4906, title: 'Organisation Support' },
  { name: 'admin', dir: 'remote-admin', pkg: '@hub/remote-admin', devPort: 4907, title: 'Administration' },
];

/** The host's dev port and the API the dev servers proxy /logistics to. */
export const HOST_DEV_PORT = 4900;
export const API_DEV_PORT = 4800;

/** The one module each remote exposes (its routes and navigation entries). */
export const EXPOSED_MODULE = './remote';

/** File name of the remote registry document served beside the shell (remote name -> manifest URL). */
export const REGISTRY_FILE = 'remote-registry.json';

/**
 * Shared singletons: one React, one router, one QueryClient, one session store.
 * Subpaths are listed explicitly (Module Federation shares only the exact request). Mantine is not shared as a
 * library: see SHARED_STATE_MODULES.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  ...(process.env.MF_SHARE_MANTINE === '1' ? ['@mantine/core', '@mantine/hooks', '@mantine/dates', '@mantine/notifications'] : []),
  'zustand',
  'dayjs',
  // zod is shared (through a facade of the z members the workspace reads: tooling/rspack-config.mjs) so that the
  // contracts need not be: each build bundles the schemas its own screens call, and a route evaluates only those.
  'zod',
  '@hub/shared',
  '@hub/shared/api',
  ...(process.env.MF_SHARE_UI === '1' ? ['@hub/shared/ui'] : []),
  '@hub/shared/hooks',
  '@hub/shared/format',
  '@hub/shared/validation',
  // @hub/shared/contracts is not shared: schemas hold no state, and one shared copy is evaluated whole (every area's
  // schemas, ~240 ms at 4x CPU on a phone) by the first route that reads one schema (docs/adr/002, section 9).
  // @hub/shared/catalogue is not shared: only the host opens it (lazily), and it holds no state.
  // @hub/shared/platform is not shared either: pure route and registry rules the shell bundles at start.
];

/**
 * Modules shared one by one, matched by the file they resolve to: the ones that hold module-level state or a React
 * context that must be one instance across the host and every remote. Everything else of Mantine and of the shared
 * UI kit is stateless component code that each build tree-shakes into its own bundle (docs/adr/002, section 5).
 * `pkg` is resolved from the building package (and from `shared/`), `file` is inside the package; the share key is
 * `<pkg>/<file>`, the same in every build.
 */
export const SHARED_STATE_MODULES = [
  // MantineProvider's context (css variables resolver, class prefix, headless, env): "MantineProvider was not found".
  { pkg: '@mantine/core', file: 'esm/core/MantineProvider/Mantine.context.mjs' },
  // The theme every component reads (useMantineTheme, useProps defaults, colours, radius).
  { pkg: '@mantine/core', file: 'esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs' },
  { pkg: '@mantine/core', file: 'esm/core/DirectionProvider/DirectionProvider.mjs' },
  { pkg: '@mantine/dates', file: 'esm/components/DatesProvider/DatesProvider.mjs' },
  // The one toast queue: a remote's notifications.show() must reach the host's <Notifications />.
  { pkg: '@mantine/notifications', file: 'esm/notifications.store.mjs' },
  // Shared-kit files reached by relative imports from the (unshared) UI kit: the 401 handler, the session store,
  // the one AudioContext of scan feedback.
  { pkg: '@hub/shared', file: 'src/api/client.ts' },
  { pkg: '@hub/shared', file: 'src/hooks/session-store.ts' },
  { pkg: '@hub/shared', file: 'src/hooks/scan-feedback.ts' },
];
