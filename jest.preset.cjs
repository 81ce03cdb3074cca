// One jest setup for every front-end package: swc for TS/TSX, jsdom, CSS as a proxy (docs/toolchain.md).
const path = require('node:path');
module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(dayjs|@mantine)@)'],
  moduleNameMapper: { '\\.(css|less)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
});
