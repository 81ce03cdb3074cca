import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { TWIN_DATABASE_URL, TWIN_ORIGINS, TWIN_PORTS } from './twin';

// The composed production app (`pnpm start`: shell, six remotes, api) on its own port with an in-memory database.
const port = Number(process.env.E2E_PORT ?? 4810);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  // Generous for a 2-core CI machine whose speed wanders: with two workers, tests that take 11-16 s alone took 30-45 s
  // in one run (a page load past 10 s). Timing requirements (live updates within 2 s, toasts) assert their own limits.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : [['list']],
  use: {
    baseURL,
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    // Hub phones keep Indian time, as the hub day of the api does: a browser on the CI machine's clock (UTC) would
    // call a different day "Today" between 18:30 and midnight UTC.
    timezoneId: 'Asia/Kolkata',
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Tests that assert a latency (@timing: live progress within 2 s) run after the rest, alone, as a benchmark would:
  // beside another worker on a 2-core machine every step of theirs took 3-5 times as long (2.5 s in one CI run,
  // 0.7 s alone). If the other tests fail, they are not run (the run is red anyway).
  projects: [
    { name: 'app', grepInvert: /@timing/ },
    { name: 'timing', grep: /@timing/, dependencies: ['app'] },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node scripts/start.mjs',
          cwd: '..',
          url: `${baseURL}/logistics/api/health`,
          timeout: 240_000,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            PGLITE_DIR: 'memory://',
            LOG_LEVEL: 'warn',
            AUTH_RATE_LIMIT_MAX: '1000',
            E2E_SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '',
            // Tests of time rules (afternoon batch window) set their own session's hub clock: PUT /test/clock.
            HUB_TEST_CLOCK: '1',
          },
        },
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
