// The process entry: config → database (migrated) → app → listen; graceful shutdown on signals.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { databaseOptionsFrom } from './db/database-options';
import { seedCatalogIfEmpty } from './db/seed';
import { startBanner } from './start-banner';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
await database.migrate();
// design.md §1: a new shop starts with the seed catalogue; an existing one is left alone.
if (config.SEED_CATALOG) await seedCatalogIfEmpty(database.db);
const app = await buildApp(config, { database });

let closing = false;
// While draining, every answer closes its connection: an idle keep-alive socket of a client (or a
// load balancer) would otherwise hold close() open for the keep-alive timeout (72 s), long past
// the orchestrator's grace period, and the database would never be closed cleanly.
app.addHook('onSend', async (_request, reply) => {
  if (closing) reply.header('connection', 'close');
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
process.stdout.write(startBanner(config, app.server.address()));
// Background work (e.g. booking retries) runs only in the server process, never in tests.
for (const job of app.jobs) job.start();
