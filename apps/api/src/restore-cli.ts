// `npm run restore -- <folder>`: a backup `npm run backup` wrote, into an empty shop (no orders, no products, no
// media), after checking every file's SHA-256; then the restored counts against the manifest's (README: Backups;
// docs/decisions/119-backups.md). Stop the shop first; start it again when this says the counts match.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from './backup/manifest';
import { restoreShop } from './backup/restore';
import { loadConfig } from './config';

const USAGE = 'Usage: npm run restore -- <backup folder>';

let positionals: string[] = [];
try {
  positionals = parseArgs({ options: {}, allowPositionals: true }).positionals;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(1);
}
if (positionals.length !== 1 || !positionals[0]) {
  console.error(USAGE);
  process.exit(1);
}
const config = loadConfig();
const folder = path.resolve(config.INIT_CWD ?? process.cwd(), positionals[0]);
const target = config.DATABASE_URL
  ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
  : ({ kind: 'pglite', dataDir: config.DATA_DIR } as const);
try {
  const { manifest, counts, mismatches } = await restoreShop({
    folder,
    target,
    config,
    log: (line) => console.log(line),
  });
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${counts.orders} orders, ${counts.products} products, ` +
      `${counts.taxDocuments} tax documents, ${counts.returns} returns, ${counts.mediaFiles} media files.`,
  );
  if (mismatches.length > 0) {
    process.exitCode = 1;
    console.error(`These counts differ from the backup's manifest:\n  ${mismatches.join('\n  ')}`);
  } else {
    console.log('Every count matches the manifest. The shop can be started.');
  }
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  process.exitCode = 1;
  console.error(`Nothing was restored. ${error.message}`);
}
