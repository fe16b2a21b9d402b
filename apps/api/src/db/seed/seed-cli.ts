// `npm run db:seed`: applies migrations, then loads the seed catalogue if the shop has no products.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { databaseOptionsFrom } from '../database-options';
import { seedCatalogIfEmpty } from './seed-catalog';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
try {
  await database.migrate();
  const result = await seedCatalogIfEmpty(database.db);
  console.log(
    result.seeded
      ? `Seeded ${result.products} products with ${result.images} images (${database.kind}).`
      : `The catalogue already has products; nothing seeded (${database.kind}).`,
  );
} finally {
  await database.close();
}
