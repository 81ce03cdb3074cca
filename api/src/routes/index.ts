import { type FastifyPluginAsync } from 'fastify';
import { type AppConfig } from '../config';
import { authRoutes } from './auth';
import { clockRoutes, worldResetRoutes } from './clock';
import { ldapRoutes } from './auth/ldap';
import { oidcRoutes } from './auth/oidc';
import { fieldExecutiveRoutes } from './field-executives';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { hubOpsRoutes } from './hub-ops';
import { hubRoutes } from './hubs';
import { liveRoutes } from './live';
import { runsheetRoutes } from './runsheet';
import { ofdAreaRoutes } from './ofd';
import { orgSupportRoutes } from './org-support';
import { sessionRoutes } from './session';
import { qualityCheckRoutes } from './quality-check';
import { toteRoutes } from './totes';
import { venusRoutes } from './venus';

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
  await app.register(ofdAreaRoutes, { config: opts.config });
  // A test aid only when asked for (HUB_TEST_CLOCK=1, never in production): e2e tests set their session's hub time.
  if (opts.config.testClock) await app.register(clockRoutes);
  // Likewise HUB_TEST_RESET=1: each e2e test starts from the seeded world (docs/adr/011-test-isolation.md).
  if (opts.config.testReset) await app.register(worldResetRoutes);
  await app.register(liveRoutes, { config: opts.config });
};
