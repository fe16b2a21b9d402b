// The process entry: config → database (migrated) → app → listen; graceful shutdown on signals.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { databaseOptionsFrom } from './db/database-options';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
await database.migrate();
const app = await buildApp(config, { database });

let closing = false;
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
// Background work (e.g. booking retries) runs only in the server process, never in tests.
for (const job of app.jobs) job.start();
