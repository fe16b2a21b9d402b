// `npm run db:migrate`: applies committed migrations to the configured database and exits.
import { loadConfig } from '../config';
import { databaseOptionsFrom } from './database-options';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
