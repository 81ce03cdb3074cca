// Root jest: every front-end package's unit and component tests, and the web edge's (its standalone test starts an api
// process); the api has its own suite: pnpm test:api.
module.exports = {
  projects: [
    'host',
    'tooling',
    'edge',
    'remote-hubops',
    'remote-totes',
    'remote-runsheet',
    'remote-field-exec',
    'remote-venus',
    'remote-org-support',
    'remote-admin',
    'shared',
  ].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
