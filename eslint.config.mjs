// Lint is where the architecture is enforced (conventions.md "Boundaries"): a wrong import fails CI.
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import fs from 'node:fs';

const remotes = ['hubops', 'totes', 'runsheet', 'field-exec', 'venus', 'org-support'];

/**
 * Inside a remote (conventions.md, bulletproof-react): a feature never imports another feature, and features never
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
      message: 'A feature never imports another feature: compose them in routes/ (conventions.md).',
    })),
    { target: features, from: `./remote-${r}/src/routes`, message: 'Features never import routes: routes compose features.' },
  ];
});

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
