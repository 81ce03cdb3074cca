// The api's own jest: node environment, swc, one fresh database per test file (PGlite in memory, or a new
// PostgreSQL database when DATABASE_URL is set). Files run one at a time (--runInBand) to keep the machine calm.
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ESM-only packages (OIDC client and the test OpenID provider) are compiled to CommonJS for jest.
  transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/(openid-client|oauth4webapi|jose|cookie)@).*/node_modules/'],
  testTimeout: 60_000,
};
