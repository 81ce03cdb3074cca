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
  // Generous: a test file builds its app and database in beforeAll, which took over 60 s on a 2-core machine shared
  // with builds and e2e runs (CI runs the api on both databases beside unit and e2e lanes).
  testTimeout: 120_000,
};
