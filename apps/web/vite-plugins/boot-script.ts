import type { Plugin } from 'vite';
import { buildOwnScript } from './service-worker';

/**
 * Builds /boot.js (src/boot/boot.ts): the one script of a page drawn on the server, which asks for the app's
 * JavaScript once the page has painted (docs/decisions/135-first-screens-drawn-on-the-server.md).
 */
export function bootScript(webRoot: string): Plugin {
  return {
    name: 'vastra-boot-script',
    apply: 'build',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'boot.js',
        source: await buildOwnScript(webRoot, 'src/boot/boot.ts', 'boot.js'),
      });
    },
  };
}
