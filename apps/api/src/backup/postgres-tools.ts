// pg_dump and pg_restore from Debian's postgresql-client (scripts/ensure-system-deps.sh installs it for the tests).
// The password never goes on the command line, where `ps` shows it to every user of the machine: it is written to a
// libpq password file readable by this user alone, named by the connection string's `passfile` parameter.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest /usr/lib/postgresql/<major>/bin holding `tool` (Debian installs each major there), else `tool`. */
export function postgresTool(tool: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((d) => /^\d+$/.test(d)) : [];
  for (const major of majors.sort((a, b) => Number(b) - Number(a))) {
    const file = path.join(root, major, 'bin', tool);
    if (existsSync(file)) return file;
  }
  return tool;
}

const passEscape = (value: string) => value.replaceAll('\\', '\\\\').replaceAll(':', '\\:');

/** Runs `tool` with `args` and the database `url` (password moved to a password file); resolves stdout. */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<string> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  const dir = password ? await mkdtemp(path.join(tmpdir(), 'vastra-pgpass-')) : null;
  try {
    if (dir && password) {
      const passfile = path.join(dir, 'pgpass');
      await writeFile(passfile, `*:*:*:*:${passEscape(password)}\n`, { mode: 0o600 });
      target.password = '';
      target.searchParams.set('passfile', passfile);
    }
    const binary = postgresTool(tool);
    try {
      const { stdout } = await run(binary, [...args, `--dbname=${target.toString()}`], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return stdout;
    } catch (error) {
      const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new Error(
        missing
          ? `${tool} is not installed: install Debian's postgresql-client (its major version at least the server's).`
          : `${tool} failed: ${detail}` +
              (/version mismatch/.test(detail) ? `\nInstall a postgresql-client as new as the server.` : ''),
        { cause: error },
      );
    }
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
