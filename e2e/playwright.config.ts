import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { TWIN_DATABASE_URL, TWIN_ORIGINS, TWIN_PORTS } from './twin';

// The composed production app (`pnpm start`: shell, six remotes, api) with an in-memory database, once per worker on
// ports E2E_PORT + worker index: each worker's tests reset their own server's world before they start
// (tests/support/world.ts, docs/adr/011-test-isolation.md), so no test sees another's writes.
const port = Number(process.env.E2E_PORT ?? 4810);
const workers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2;
const appServer = (index: number) => ({
  command: 'node scripts/start.mjs',
  cwd: '..',
  url: `http://localhost:${port + index}/logistics/api/health`,
  timeout: 240_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port + index),
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    // The first server builds when asked to (started in order, one after another); the others reuse that build.
    E2E_SKIP_BUILD: index > 0 ? '1' : (process.env.E2E_SKIP_BUILD ?? ''),
    // Tests of time rules (afternoon batch window) set their own session's hub clock: PUT /test/clock.
    HUB_TEST_CLOCK: '1',
    // Every test starts from the seeded world: POST /test/world/reset.
    HUB_TEST_RESET: '1',
  },
});

export default defineConfig({
  testDir: './tests',
  // A bound, not a wait: tests wait for events and states. Sized for a 2-core machine whose speed wanders.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Tests are independent (each starts from the seeded world on its worker's own server): spread them all.
  fullyParallel: true,
  workers,
  // Never retried: a test that fails once fails the run (a retry would hide a flaky test as passed).
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : [['list']],
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    // Hub phones keep Indian time, as the hub day of the api does: a browser on the CI machine's clock (UTC) would
    // call a different day "Today" between 18:30 and midnight UTC.
    timezoneId: 'Asia/Kolkata',
    browserName: 'chromium',
    // No service worker unless a test asks for it (field.spec's installed-app test): once the worker controls a page,
    // the requests it makes are not seen by page.route, so a test that intercepts remote files or api calls would pass
    // or fail depending on whether the worker had taken over yet (seen: 10 of 12 failed on a busy machine).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        ...Array.from({ length: workers }, (_, i) => appServer(i)),
        // Two api instances on one PostgreSQL, for the live-progress test across instances (field.spec.ts), only when
        // E2E_DATABASE_URL is set (CI). Started after the usual server (whose build, if any, is then done), and waited
        // for (instance B answers once A has migrated and seeded): booting beside the first specs, their seeding
        // slowed those specs past their limits on a busy machine. Stopped with SIGTERM, so it drops its database.
        ...(TWIN_DATABASE_URL
          ? [
              {
                command: 'node scripts/twin-api.mjs',
                cwd: '..',
                url: `${TWIN_ORIGINS[1]}/logistics/api/health`,
                timeout: 240_000,
                stdout: 'ignore' as const,
                stderr: 'pipe' as const,
                gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
                env: { E2E_DATABASE_URL: TWIN_DATABASE_URL, E2E_TWIN_PORTS: TWIN_PORTS.join(','), LOG_LEVEL: 'warn' },
              },
            ]
          : []),
      ],
});
