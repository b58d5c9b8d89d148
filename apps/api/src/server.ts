import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { stopGracefully } from './graceful-stop.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  // A deploy's SIGTERM (or Ctrl-C): stop taking work, finish what is in flight, hand back claimed jobs, close the
  // database (PGlite flushes to disk), exit 0 (graceful-stop.ts).
  const stop = stopGracefully(app, config.shutdownGraceMs);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
