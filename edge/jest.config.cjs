// The edge's own jest: node environment, swc. The standalone test starts a real api (tsx api/src/server.ts, on
// in-memory PGlite) and the edge alone in front of it.
module.exports = {
  displayName: 'edge',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // .mjs too: the release store's schemas come from @hub/tooling/release-schema (tooling/release-schema.mjs, an ES module).
  transform: {
    '^.+\\.(mjs|(t|j)sx?)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // The api's start (migrations, the base world) on a loaded machine.
  testTimeout: 120_000,
};
