// Runs SQL against a PGlite data directory while no server holds it, in a child process so the
// bench does not keep PGlite's ~700 MB. Usage: node pglite-sql.mjs <dataDir>  (SQL on stdin);
// prints the rows of the last statement as JSON.
import { pathToFileURL } from 'node:url';
import { requireFromApi } from './paths.mjs';

const { PGlite } = await import(pathToFileURL(requireFromApi.resolve('@electric-sql/pglite')).href);
// The products' title index is a trigram index: writing a product needs pg_trgm loaded, as the API loads it.
const { pg_trgm } = await import(pathToFileURL(requireFromApi.resolve('@electric-sql/pglite/contrib/pg_trgm')).href);

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const db = await PGlite.create({ dataDir: process.argv[2], extensions: { pg_trgm } });
try {
  const results = await db.exec(Buffer.concat(chunks).toString('utf8'));
  process.stdout.write(JSON.stringify(results.at(-1)?.rows ?? []));
} finally {
  await db.close();
}
