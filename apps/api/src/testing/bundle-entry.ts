import path from 'node:path';
import { build } from 'esbuild';
import { API_DIR, bundleOptions } from '../../bundle-options.mjs';

export { API_DIR };

/**
 * Bundles one of the api's entry files (`src/server.ts`, `src/owner-cli.ts`) to `outfile` with build.mjs's options,
 * so a test can run it as its own process.
 */
export async function bundleEntry(entry: string, outfile: string): Promise<void> {
  await build({ ...bundleOptions, entryPoints: [path.join(API_DIR, entry)], outfile });
}
