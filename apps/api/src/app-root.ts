import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this module whether it runs from src/ (tsx, vitest) or dist/ (bundle). */
export function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@vastra/api') {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the @vastra/api package folder');
}
