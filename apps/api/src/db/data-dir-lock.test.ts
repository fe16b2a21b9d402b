// One process per embedded data directory: the lock refuses a live owner (naming the directory and
// its PID), takes over the lock of a dead one (killed, or a PID since reused), and lets exactly one of
// several processes starting at once win — also when they race to take over a stale lock.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  LOCK_FILE_NAME,
  lockDataDir,
  takeOverStaleLock,
  type DataDirLock,
  type LockOwner,
} from './data-dir-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-lock-'));
/** The contender bundled once (a plain Node start is ~10× quicker than tsx's, so they really start together). */
const CONTENDER = path.join(root, 'lock-contender.mjs');
let dirs = 0;
const newDir = () => path.join(root, `data-${++dirs}`);
const lockFileOf = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const ownerIn = (dir: string) => JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')) as LockOwner;

interface Contender {
  pid: number;
  child: ChildProcessWithoutNullStreams;
  /** The next line the contender prints. */
  line(): Promise<string>;
  exited: Promise<number | null>;
}

const children = new Set<ChildProcessWithoutNullStreams>();
const held: DataDirLock[] = [];

async function startContender(dir: string): Promise<Contender> {
  const child = spawn(process.execPath, [CONTENDER, dir], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.add(child);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  void exited.then(() => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const line = async () => {
    const next = await lines.next();
    if (next.done) throw new Error(`contender ${child.pid} ended without answering:\n${stderr}`);
    return next.value;
  };
  expect(await line()).toBe('ready');
  return { pid: child.pid as number, child, line, exited };
}

/** A PID that no process has any more: a child that ran and exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid as number;
}

/** A lock file as a process that has since died (or lost its PID to another) would have left it. */
function plantLock(dir: string, owner: Partial<LockOwner> & { pid: number }) {
  fs.mkdirSync(dir, { recursive: true });
  const record: LockOwner = {
    token: 'deadbeefdeadbeefdeadbeefdeadbeef',
    startTime: null,
    bootId: null,
    host: os.hostname(),
    since: '2026-01-01T00:00:00.000Z',
    ...owner,
  };
  fs.writeFileSync(lockFileOf(dir), JSON.stringify(record));
}

beforeAll(async () => {
  await build({
    entryPoints: [fileURLToPath(new URL('../testing/lock-contender.ts', import.meta.url))],
    outfile: CONTENDER,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
});

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it(
    'refuses a second process while the owner lives, naming the directory ' + 'and the owner PID; frees it at release',
    async () => {
      const dir = newDir();
      const owner = await startContender(dir);
      owner.child.stdin.write('go\n');
      expect(JSON.parse(await owner.line())).toEqual({ pid: owner.pid, won: true });

      const refusal = await lockDataDir(dir).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      const message = (refusal as Error).message;
      expect(message).toContain(
        `The data directory ${path.resolve(dir)} is in use by another process (PID ${owner.pid})`,
      );
      expect(message).toContain('only one process may open an embedded (PGlite) database');
      expect(ownerIn(dir).pid).toBe(owner.pid);

      owner.child.stdin.end(); // the owner releases and exits
      expect(await owner.exited).toBe(0);
      expect(fs.existsSync(lockFileOf(dir))).toBe(false);
      const lock = await lockDataDir(dir);
      held.push(lock);
      expect(ownerIn(dir)).toEqual(lock.owner);
      expect(lock.owner.pid).toBe(process.pid);
    },
  );

  it('refuses a second opening inside the same process, and allows it again after release', async () => {
    const dir = newDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The data directory ${path.resolve(dir)} is in use by this process (PID ${process.pid})`,
    );
    first.release();
    first.release(); // idempotent
    held.push(await lockDataDir(dir));
  });

  it('takes over the lock of an owner killed with SIGKILL', async () => {
    const dir = newDir();
    const owner = await startContender(dir);
    owner.child.stdin.write('go\n');
    expect(JSON.parse(await owner.line())).toMatchObject({ won: true });
    owner.child.kill('SIGKILL');
    await owner.exited;
    expect(ownerIn(dir).pid).toBe(owner.pid); // left behind

    const lock = await lockDataDir(dir);
    held.push(lock);
    expect(ownerIn(dir).pid).toBe(process.pid);
    expect(ownerIn(dir).token).toBe(lock.owner.token);
  });

  it('takes over a lock whose PID no longer runs', async () => {
    const dir = newDir();
    plantLock(dir, { pid: await deadPid() });
    held.push(await lockDataDir(dir));
    expect(ownerIn(dir).pid).toBe(process.pid);
  });

  it('takes over a lock whose PID was reused by a process started after the owner', async () => {
    const dir = newDir();
    const bystander = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.add(bystander);
    plantLock(dir, { pid: bystander.pid as number, startTime: '1' }); // the owner started at boot + 1 tick
    const lock = await lockDataDir(dir);
    held.push(lock);
    expect(ownerIn(dir).pid).toBe(process.pid);
    bystander.kill('SIGKILL');
  });

  it('takes over a lock file it cannot read as a lock (truncated or foreign)', async () => {
    const dir = newDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(lockFileOf(dir), '');
    held.push(await lockDataDir(dir));
    expect(ownerIn(dir).pid).toBe(process.pid);
  });

  it('lets exactly one of two openings racing to take over the same stale lock win', async () => {
    const dir = newDir();
    plantLock(dir, { pid: await deadPid() });
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    held.push(...won);
    expect(won).toHaveLength(1);
    expect(ownerIn(dir).token).toBe(won[0]?.owner.token);
    const lost = results.find((r) => r.status === 'rejected');
    expect(lost?.reason).toBeInstanceOf(DataDirInUseError);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]); // no draft or takeover file left behind
  });

  it(
    'removes nothing when a process that judged the old owner dead is ' + 'overtaken before it removes the lock',
    async () => {
      const dir = newDir();
      plantLock(dir, { pid: await deadPid(), token: 'aaaa0000aaaa0000aaaa0000aaaa0000' });
      const winner = await lockDataDir(dir); // took over the dead owner's lock
      held.push(winner);
      // A slower process read the dead owner's lock before that and now acts on its judgement.
      await takeOverStaleLock(dir, 'aaaa0000aaaa0000aaaa0000aaaa0000');
      expect(ownerIn(dir).token).toBe(winner.owner.token);
      await expect(lockDataDir(dir)).rejects.toThrow(`is in use by this process (PID ${process.pid})`);
    },
  );

  it('is not blocked by the takeover marker of a process that died while taking over a stale lock', async () => {
    const dir = newDir();
    const token = 'bbbb0000bbbb0000bbbb0000bbbb0000';
    plantLock(dir, { pid: await deadPid(), token });
    fs.writeFileSync(
      `${lockFileOf(dir)}.takeover-${token}`,
      JSON.stringify({ ...ownerIn(dir), pid: await deadPid(), token: 'cccc0000cccc0000cccc0000cccc0000' }),
    );
    const lock = await lockDataDir(dir);
    held.push(lock);
    expect(ownerIn(dir).token).toBe(lock.owner.token);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
  });

  it.each([
    ['an empty directory', false],
    ['a directory with the stale lock of a dead process', true],
  ])('lets exactly one of 5 processes starting at the same instant win, on %s', async (_label, stale) => {
    const dir = newDir();
    if (stale) plantLock(dir, { pid: await deadPid() });
    const contenders = await Promise.all(Array.from({ length: 5 }, () => startContender(dir)));
    for (const c of contenders) c.child.stdin.write('go\n');
    const answers = await Promise.all(
      contenders.map(async (c) => JSON.parse(await c.line()) as { pid: number; won: boolean; message?: string }),
    );
    const winners = answers.filter((a) => a.won);
    expect(winners).toHaveLength(1);
    const winner = winners[0] as { pid: number };
    expect(ownerIn(dir).pid).toBe(winner.pid);
    for (const loser of answers.filter((a) => !a.won)) {
      expect(loser.message).toContain(
        `The data directory ${path.resolve(dir)} is in use by another process (PID ${winner.pid})`,
      );
    }
    for (const c of contenders) c.child.stdin.end();
    expect(await Promise.all(contenders.map((c) => c.exited))).toEqual([0, 0, 0, 0, 0]);
    expect(fs.readdirSync(dir)).toEqual([]); // the winner released it; nothing left behind
  });
});
