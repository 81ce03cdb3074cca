// One definition of the federation, imported by the host, every remote, the web assembler and the bundle bench.
// Everything that must agree between independently built packages lives here (docs/adr/002-federation.md).

/** The six remotes: federation name, package folder, dev port, the title the error view names. */
export const REMOTES = [
  { name: 'hubops', dir: 'remote-hubops', pkg: '@hub/remote-hubops', devPort: 4901, title: 'Hub Ops' },
  { name: 'totes', dir: 'remote-totes', pkg: '@hub/remote-totes', devPort: 4902, title: 'Tote Management' },
  { name: 'runsheet', dir: 'remote-runsheet', pkg: '@hub/remote-runsheet', devPort: 4903, title: 'Close Runsheet' },
  { name: 'fieldExec', dir: 'remote-field-exec', pkg: '@hub/remote-field-exec', devPort: 4904, title: 'Field Executive' },
  { name: 'venus', dir: 'remote-venus', pkg: '@hub/remote-venus', devPort: 4905, title: 'Monitoring' },
  { name: 'orgSupport', dir: 'remote-org-support', pkg: '@hub/remote-org-support', devPort: 4906, title: 'Organisation Support' },
];

/** The host's dev port and the API the dev servers proxy /logistics to. */
export const HOST_DEV_PORT = 4900;
export const API_DEV_PORT = 4800;

/** The one module each remote exposes (its routes and navigation entries). */
export const EXPOSED_MODULE = './remote';

/** File name of the remote registry document served beside the shell (remote name -> manifest URL). */
export const REGISTRY_FILE = 'remote-registry.json';

/**
 * Shared singletons: one React, one router, one QueryClient, one Mantine theme, one session store.
 * Subpaths are listed explicitly (Module Federation shares only the exact request).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  'zustand',
  'dayjs',
  ...(process.env.MF_SHARE_ZOD === '1' ? ['zod'] : []),
  '@hub/shared',
  '@hub/shared/contracts',
  '@hub/shared/api',
  '@hub/shared/ui',
  '@hub/shared/hooks',
  '@hub/shared/format',
  '@hub/shared/validation',
  '@hub/shared/catalogue',
];
