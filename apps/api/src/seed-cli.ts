// `npm run db:seed`: applies migrations, then loads the seed catalogue if the shop has no products.
// Runs from source, so it draws the images itself instead of reading the build's prepared file.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { databaseOptionsFrom } from './db/database-options';
import { prepareCatalogue } from './db/seed/prepare-catalogue';
import { seedCatalogIfEmpty } from './modules/catalog';
import { seedCollectionsIfEmpty } from './modules/collections';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
try {
  await database.migrate();
  const result = await seedCatalogIfEmpty(database.db, prepareCatalogue);
  if (result.seeded) await seedCollectionsIfEmpty(database.db);
  console.log(
    result.seeded
      ? `Seeded ${result.products} products with ${result.images} images (${database.kind}).`
      : `The catalogue already has products; nothing seeded (${database.kind}).`,
  );
} finally {
  await database.close();
}
