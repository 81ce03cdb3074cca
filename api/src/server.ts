import { buildApp } from './app';
import { demoLoginBanner, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.database.warmUp();
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dataDir})`;
  console.log(`Logistics API on http://${shown}:${config.port}/logistics/api (docs: /logistics/api/docs, database: ${where})`);
  if (config.webRoot) console.log(`Hub Console on http://${shown}:${config.port}/console/hubs`);
  console.log(demoLoginBanner(config));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
