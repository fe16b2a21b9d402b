// Starts and stops the hello-world baseline in its own process, like the API.
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './ports.mjs';
import { startProcess, stopProcess, tailOf } from './processes.mjs';
import { BENCH_DIR } from './paths.mjs';

export async function startHelloServer({ logDir }) {
  const port = await freePort();
  const logFile = path.join(logDir, 'hello-world.log');
  const handle = startProcess(process.execPath, [path.join(BENCH_DIR, 'lib/hello-world.mjs'), String(port)], {
    logFile,
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => stopProcess(handle) };
    } catch {
      await delay(100);
    }
  }
  await stopProcess(handle);
  throw new Error(`hello world did not start:\n${tailOf(logFile)}`);
}
