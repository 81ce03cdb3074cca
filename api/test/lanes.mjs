// Which api suites the PGlite lane leaves to the PostgreSQL lane when both run (`npm test` with DATABASE_URL, as CI).
//
// Every api suite runs against a real database. Most run on both backends: the embedded PGlite is what `npm start`
// serves, PostgreSQL what production runs, and SQL can differ between them. The suites below test the HTTP layer the
// database only sits behind (input bounds and words, CSRF, role guards, hub scoping, security headers, the web edge's
// files, request logs): their answers do not depend on the backend, so running them twice bought nothing but CI
// minutes (about a quarter of the PGlite lane's time; docs/adr/011). Without DATABASE_URL there is no PostgreSQL lane
// and the PGlite lane runs them all. A suite that reads or writes SQL of its own does not belong here.
export const BACKEND_INDEPENDENT_SUITES = [
  '/test/generated/fuzz\\.test\\.ts$',
  '/test/generated/csrf\\.test\\.ts$',
  '/test/generated/hub-matrix\\.test\\.ts$',
  '/test/plugins/roles\\.test\\.ts$',
  '/test/plugins/hardening\\.test\\.ts$',
  '/test/plugins/errors\\.test\\.ts$',
  '/test/plugins/host-allow-list\\.test\\.ts$',
  '/test/plugins/request-log\\.test\\.ts$',
  '/test/plugins/api-alone\\.test\\.ts$',
  '/test/plugins/web-[a-z-]+\\.test\\.ts$',
  '/test/lib/endpoints\\.test\\.ts$',
  '/test/config\\.test\\.ts$',
];
