// The web edge alone (edge/README.md): `pnpm --filter @hub/edge start`, with WEB_ROOT and API_URL.
import { edgeConfigFromEnv } from './config';
import { buildEdge } from './server';

async function main(): Promise<void> {
  const config = edgeConfigFromEnv();
  const app = await buildEdge({
    webRoot: config.webRoot,
    apiUrl: config.apiUrl,
    releases: config.releases,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `Hub Console edge on http://${shown}:${config.port}/console/hubs (web app: ${config.webRoot}; api: ${config.apiUrl}; environment ${config.releases.environment})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
