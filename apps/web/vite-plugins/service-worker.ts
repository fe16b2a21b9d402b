import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Where the worker's source is, and the name it is served under (the root: its scope is the whole shop). */
const SOURCE = 'service-worker/sw.ts';
const OUTPUT = 'sw.js';
const PLACEHOLDER = 'VASTRA_SHELL_FILES';
/** Files outside assets/ the shell keeps: the icons and the logo the pages draw, and a drawn page's script. */
const PUBLIC_FILES = ['/favicon.svg', '/logo.svg', '/icon-192.png', '/icon-512.png', '/boot.js'];
/** Modules whose chunks the shell leaves to the network: the back office and the phone sign-in library. */
const LEFT_OUT = [/^src\/features\/admin\//, /node_modules\/@?firebase\//];

/** A script of its own (no imports, no chunk shared with the app), minified: `source` built as `output`. */
export async function buildOwnScript(webRoot: string, source: string, output: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      rolldownOptions: { input: path.join(webRoot, source), output: { format: 'iife', entryFileNames: output } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  const script = outputs.find((each) => each.fileName === output);
  if (script?.type !== 'chunk') throw new Error(`${output} was not built`);
  return script.code;
}

/**
 * Builds the service worker (docs/decisions/124-installable-and-offline.md) into /sw.js and writes into it the
 * storefront's built files (every chunk and stylesheet but the back office's and Firebase's), so a new build is a new
 * worker that fetches only the files it added.
 */
export function serviceWorker(webRoot: string): Plugin {
  return {
    name: 'vastra-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const code = await buildOwnScript(webRoot, SOURCE, OUTPUT);
      if (!code.includes(PLACEHOLDER)) throw new Error(`${OUTPUT} does not read ${PLACEHOLDER}`);
      const files = Object.values(bundle)
        .filter((output) => /^assets\/.*\.(js|css|woff2)$/.test(output.fileName))
        .filter(
          (output) =>
            output.type !== 'chunk' ||
            !output.moduleIds.some((id) => LEFT_OUT.some((pattern) => pattern.test(path.relative(webRoot, id)))),
        )
        .map((output) => `/${output.fileName}`)
        .sort();
      const source = code.replaceAll(PLACEHOLDER, JSON.stringify([...PUBLIC_FILES, ...files]));
      this.emitFile({ type: 'asset', fileName: OUTPUT, source });
    },
  };
}
