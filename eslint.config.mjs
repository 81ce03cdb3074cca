// Lint is where the architecture is enforced (docs/conventions.md "Boundaries"): a wrong import fails CI.
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import fs from 'node:fs';

const remotes = ['hubops', 'totes', 'runsheet', 'field-exec', 'venus', 'org-support', 'admin'];

/**
 * Inside a remote (docs/conventions.md "Inside a remote"): a feature never imports another feature, and features never
 * import routes; pages in routes/ compose features. Zones are generated from the feature folders, so a new feature
 * is covered without editing this file.
 */
const featureZones = remotes.flatMap((r) => {
  const features = `./remote-${r}/src/features`;
  const names = fs.existsSync(features)
    ? fs
        .readdirSync(features, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return [
    ...names.map((name) => ({
      target: `${features}/${name}`,
      from: features,
      except: [`./${name}`],
      message: 'A feature never imports another feature: compose them in routes/ (docs/conventions.md).',
    })),
    { target: features, from: `./remote-${r}/src/routes`, message: 'Features never import routes: routes compose features.' },
  ];
});

const rawKeyMessage = "Build query keys with the area's key factory (keys.ts), not an array here.";

const deepImport = {
  group: ['@hub/*/src', '@hub/*/src/**'],
  message: 'Import a package through its public surface (index.ts or a declared subpath), never its src/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '.releases/**',
      '**/*.cjs',
      '**/*.js',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': { typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true },
      'import/internal-regex': '^@hub/',
    },
    rules: {
      // Relative imports may not leave their package: other packages are reached by name and public exports.
      'import/no-relative-packages': 'error',
      'import/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import/no-default-export': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': ['error', { zones: featureZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [deepImport] }],
    },
  },
  {
    // A remote never imports another remote, the host or the api.
    files: remotes.map((r) => `remote-${r}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImport,
            { group: ['@hub/remote-*', '@hub/host', '@hub/api'], message: 'A remote meets other areas only in the host route table or through @hub/shared.' },
          ],
        },
      ],
    },
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [deepImport, { group: ['@hub/remote-*', '@hub/api'], message: 'The host loads remotes at run time (Module Federation), never by import.' }],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [deepImport, { group: ['@hub/remote-*', '@hub/host', '@hub/api'], message: 'shared never imports a remote, the host or the api.' }],
        },
      ],
    },
  },
  {
    // One query-key style (issue 32): keys come from an area's factory (`keys.ts`, built on `createQueryKeys` of
    // @hub/shared/api), never from an array written where a query, an invalidation or an outbox replay uses it, so
    // that a key and the prefixes that invalidate it cannot drift apart. Tests of the generic machinery (live
    // updates, the outbox, the query client) build keys of no area and are exempt.
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['**/keys.ts', '**/*-keys.ts', 'shared/src/{api,live,outbox}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // useQuery/queryOptions/invalidateQueries/useLiveQueries: `{ queryKey: [...] }`.
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: rawKeyMessage,
        },
        {
          // An outbox intent's replay keys: `invalidate: [[...]]`.
          selector: "Property[key.name='invalidate'] > ArrayExpression > ArrayExpression",
          message: rawKeyMessage,
        },
        {
          // A key handed to a component: `listKey={[...]}`.
          selector: 'JSXAttribute[name.name=/Key$/] > JSXExpressionContainer > ArrayExpression',
          message: rawKeyMessage,
        },
        {
          // queryClient.getQueryData([...]) / setQueryData([...], data).
          selector: "CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/][arguments.0.type='ArrayExpression']",
          message: rawKeyMessage,
        },
      ],
    },
  },
  {
    // The contracts are shared with the server: no React, no browser-only code.
    files: ['shared/src/contracts/**/*.ts', 'shared/src/validation/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImport,
            {
              group: ['react', 'react-*', '@mantine/*', '@tanstack/*', 'zustand', '../ui', '../ui/*', '../api', '../hooks'],
              message: 'contracts/validation are used by the server: zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The api imports only shared/contracts and shared/validation.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The bare package name is an exact `paths` entry: as a gitignore-style pattern it would also match the
          // allowed subpaths @hub/shared/contracts and @hub/shared/validation.
          paths: [{ name: '@hub/shared', message: 'The api imports only @hub/shared/contracts (and @hub/shared/validation).' }],
          patterns: [
            deepImport,
            {
              group: [
                '@hub/shared/ui',
                '@hub/shared/api',
                '@hub/shared/hooks',
                '@hub/shared/testing',
                '@hub/shared/format',
                '@hub/remote-*',
                '@hub/host',
                'react',
                'react-*',
              ],
              message: 'The api imports only @hub/shared/contracts (and @hub/shared/validation).',
            },
            // The api composes the web edge (`webPlugin` from @hub/edge); the edge alone (its proxy) is not the api's.
            { group: ['@hub/edge/server'], message: 'The api registers webPlugin from @hub/edge; @hub/edge/server is the edge run alone.' },
          ],
        },
      ],
    },
  },
  {
    // The web edge serves the web app beside the api, or alone in front of it: it never imports the api (edge/README.md).
    files: ['edge/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImport,
            { group: ['@hub/api', '@hub/api/**'], message: 'The edge never imports @hub/api: what it needs of the api is a callback in WebPluginOptions.' },
          ],
        },
      ],
    },
  },
  {
    // Build scripts, tooling and configs in plain ES modules are linted too (their types: tsconfig.scripts.json).
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    // File and folder names in kebab-case everywhere but the design system's component folders (PascalCase, one per
    // component: shared/src/ui/SlideToConfirm/SlideToConfirm.tsx).
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['shared/src/ui/*/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['shared/src/ui/*/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': '+([a-zA-Z0-9])*(-+([a-z0-9]))' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'shared/src/ui/*/': 'PASCAL_CASE' }],
    },
  },
  {
    // Config files, rspack configs, Playwright and jest's global setup/teardown need default exports.
    files: ['**/*.config.ts', 'e2e/**/*.ts', '**/rspack.config.ts', '**/*.config.mjs', 'api/test/setup/*.ts'],
    rules: { 'import/no-default-export': 'off' },
  },
  {
    // Playwright fixtures receive a function named `use`: not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
