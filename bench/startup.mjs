// Start-up time of the production build on PGlite: `node bench/startup.mjs [runs]`.
// "fresh": an empty data directory (migrations + seed); "warm": the same directory again (nothing to migrate or seed).
// Ready = GET /api/ready answers 200. Prints the medians of `runs` (default 7) of each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiServer } from './lib/api-server.mjs';
import { median, round } from './lib/stats.mjs';

const runs = Number(process.argv[2] ?? 7);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-startup-'));
const fresh = [];
const warm = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const dataDir = path.join(work, `db-${i}`);
    for (const samples of [fresh, warm]) {
      const server = await startApiServer({
        database: { kind: 'pglite', dataDir },
        name: `startup-${i}`,
        logDir: work,
      });
      samples.push(server.startupMs);
      await server.stop();
    }
  }
  console.log(
    JSON.stringify({
      runs,
      freshMedianMs: round(median(fresh)),
      warmMedianMs: round(median(warm)),
      fresh: fresh.map((v) => round(v)),
      warm: warm.map((v) => round(v)),
    }),
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
