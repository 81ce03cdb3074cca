import { type FastifyPluginAsync } from 'fastify';
import { type AppConfig } from '../config';
import { adminHubRoutes } from './admin-hubs/routes';
import { adminReasonsRoutes } from './admin-reasons/routes';
import { adminUsersRoutes } from './admin-users/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes, ldapRoutes, oidcRoutes } from './auth/routes';
import { clockRoutes, worldResetRoutes } from './clock/routes';
import { fieldExecutiveRoutes } from './field-executives/routes';
import { fileRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { historyRoutes } from './history/routes';
import { hubOpsRoutes } from './hub-ops';
import { hubRoutes } from './hubs/routes';
import { liveRoutes } from './live/routes';
import { runsheetRoutes } from './runsheet/routes';
import { ofdRoutes } from './ofd/routes';
import { orgSupportRoutes } from './org-support/routes';
import { sessionRoutes } from './session/routes';
import { qualityCheckRoutes } from './quality-check/routes';
import { toteRoutes } from './totes/routes';
import { venusRoutes } from './venus/routes';

/** Every area's routes, registered under /logistics/api (monitoring under /logistics/api/venus). */
export const apiRoutes: FastifyPluginAsync<{ config: AppConfig; version: string }> = async (app, opts) => {
  await app.register(healthRoutes, { version: opts.version });
  await app.register(authRoutes, { config: opts.config });
  await app.register(oidcRoutes, { config: opts.config });
  await app.register(ldapRoutes, { config: opts.config });
  await app.register(sessionRoutes);
  await app.register(hubRoutes);
  await app.register(fileRoutes);
  await app.register(fieldExecutiveRoutes);
  await app.register(toteRoutes);
  await app.register(hubOpsRoutes, { config: opts.config });
  await app.register(runsheetRoutes);
  await app.register(venusRoutes);
  await app.register(orgSupportRoutes);
  await app.register(qualityCheckRoutes);
  await app.register(ofdRoutes, { config: opts.config });
  await app.register(adminUsersRoutes);
  await app.register(adminHubRoutes, { config: opts.config });
  await app.register(adminReasonsRoutes);
  await app.register(historyRoutes);
  await app.register(auditRoutes, { config: opts.config });
  // A test aid only when asked for (HUB_TEST_CLOCK=1, never in production): e2e tests set their session's hub time.
  if (opts.config.testClock) await app.register(clockRoutes);
  // Likewise HUB_TEST_RESET=1: each e2e test starts from the seeded world (docs/adr/011-test-isolation.md).
  if (opts.config.testReset) await app.register(worldResetRoutes);
  await app.register(liveRoutes, { config: opts.config });
};
