// A separate process contending for a data directory's lock (data-dir-lock.test.ts):
// bundled by the test, then `node lock-contender.mjs <dataDir>`. Prints `ready`, waits for `go` on stdin, tries the
// lock and prints one JSON line ({ won: true } or { won: false, message }), then holds a won lock
// until stdin ends, releases it and exits 0.
import { createInterface } from 'node:readline';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lock-contender.ts <dataDir>');
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
console.log('ready');
await lines.next();
try {
  const lock = await lockDataDir(dataDir);
  console.log(JSON.stringify({ pid: process.pid, won: true }));
  while (!(await lines.next()).done) {
    // hold the lock until stdin ends
  }
  lock.release();
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.log(JSON.stringify({ pid: process.pid, won: false, message: error.message }));
}
process.exit(0);
