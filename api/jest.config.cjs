// The api's own jest: node environment, swc. The template databases (each world scale migrated and seeded once per
// run: test/helpers/templates.ts) are built in globalSetup; each test file starts from its own copy (PGlite: a loaded
// data directory; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files run in parallel workers and none pays for a
// migration (docs/adr/011-test-isolation.md). API_TEST_WORKERS sets how many (default 2: the CI machine's cores).

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
  // .mjs too: the web edge reads the release store's schemas from @hub/tooling/release-schema (an ES module).
  transform: {
    '^.+\\.(mjs|(t|j)sx?)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ESM-only packages (OIDC client and the test OpenID provider) are compiled to CommonJS for jest.
  transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/(openid-client|oauth4webapi|jose|cookie)@).*/node_modules/'],
  // A bound, not a wait: a file builds its app from a template in about a second; 60 s leaves room for a loaded machine.
  testTimeout: 60_000,
};
