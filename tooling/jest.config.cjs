// The shared front-end preset, plus the build tooling's own ES modules (singleton guard, release store) under test.
const base = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
};
