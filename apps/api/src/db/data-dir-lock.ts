// One process per embedded database. PGlite is PostgreSQL compiled into this process: two processes
// on one data directory each run their own PostgreSQL on the same files, each sees only its own
// writes, and whichever closes last overwrites the other's. So the data directory is locked while it
// is open: a lock file holding the owner's process id, taken atomically, released at a clean close,
// and recognised as stale (and taken over) when its owner has died — a `kill -9` must not block the
// next start.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The lock file's name inside the data directory (PGlite ignores files it does not know). */
export const LOCK_FILE_NAME = 'vastra.lock';

/** Who holds a lock: written once when the lock is taken, never changed. */
export interface LockOwner {
  pid: number;
  /** Unique per acquisition: a stale lock is removed only if it is still this very file. */
  token: string;
  /**
   * The process's start time in clock ticks since boot and the boot's id (Linux, from /proc; null
   * elsewhere): a PID the kernel has since given to another process — common in containers, where the
   * server is PID 1 at every start — is not mistaken for the owner.
   */
  startTime: string | null;
  bootId: string | null;
  host: string;
  since: string;
}

export interface DataDirLock {
  /** The lock file. */
  file: string;
  owner: LockOwner;
  /** Removes the lock file (idempotent); called once the database is closed. */
  release(): void;
}

/** A live process holds the data directory: the message names the directory and the PID. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
    readonly lockFile: string,
  ) {
    const who = owner.pid === process.pid ? `this process (PID ${owner.pid})` : `another process (PID ${owner.pid})`;
    super(
      `The data directory ${dataDir} is in use by ${who}: only one process may open an embedded (PGlite) ` +
        `database. Stop that process first, or set DATABASE_URL to use PostgreSQL for more than one process. ` +
        `(Lock file ${lockFile}, taken ${owner.since} on host ${owner.host}.)`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Tokens of the locks this process holds or is taking (its own live locks, versus stale ones with its PID). */
const heldHere = new Set<string>();

/** Bounds every retry loop: each step is a few file operations; a live racer finishes in microseconds. */
const MAX_STEPS = 2_000;

/**
 * Locks `dataDir` for this process, or throws DataDirInUseError naming the PID that holds it.
 * Exactly one of any number of processes starting at once wins, also when they race to take over the
 * stale lock of a dead owner.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  const owner = currentOwner();
  // Counted as live from the first attempt on, so a second opening inside this process is refused too.
  heldHere.add(owner.token);
  try {
    await takeExclusive(file, owner, (holder) => {
      throw new DataDirInUseError(dir, holder, file);
    });
  } catch (error) {
    heldHere.delete(owner.token);
    throw error;
  }
  return {
    file,
    owner,
    release() {
      if (!heldHere.delete(owner.token)) return;
      // Nobody removes a live owner's lock, so it is still ours; the check guards against a human.
      if (readLock(file)?.id === owner.token) fs.rmSync(file, { force: true });
    },
  };
}

interface ReadLock {
  /** The owner's token, or a digest of the file when it is not a lock this code wrote. */
  id: string;
  owner: LockOwner | null;
}

/**
 * Creates `file` holding `owner`, exclusively. When a live process holds it, `onLive` decides (throw,
 * or return to wait and retry); a dead holder's file is removed and the creation tried again.
 */
async function takeExclusive(file: string, owner: LockOwner, onLive: (holder: LockOwner) => void): Promise<void> {
  for (let step = 0; step < MAX_STEPS; step++) {
    if (createExclusive(file, owner)) return;
    const current = readLock(file);
    if (!current) continue; // released between our attempt and the read: try again
    if (current.owner && isAlive(current.owner)) {
      onLive(current.owner);
      await sleep(2);
      continue;
    }
    await removeStale(file, current, owner);
  }
  throw new Error(`Could not take the lock ${file}: it kept changing hands. Is something deleting it?`);
}

/**
 * Writes the owner to a file of its own, then hard-links it to `file`: link() fails with EEXIST when
 * `file` exists (the atomicity of O_EXCL) and, unlike open('wx') + write, no other process can ever
 * read the lock half-written.
 */
function createExclusive(file: string, owner: LockOwner): boolean {
  const draft = `${file}.${owner.pid}-${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(draft, `${JSON.stringify(owner)}\n`, { flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readLock(file: string): ReadLock | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const owner = parseOwner(raw);
  return owner
    ? { id: owner.token, owner }
    : { id: `x${createHash('sha256').update(raw).digest('hex').slice(0, 32)}`, owner: null };
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>;
    if (Number.isInteger(value.pid) && typeof value.token === 'string' && /^[0-9a-f]+$/.test(value.token)) {
      return value as LockOwner;
    }
  } catch {
    // not a lock this code wrote (a truncated or foreign file): nobody can be its live owner
  }
  return null;
}

/**
 * Removes the stale lock `stale` — but only that very file. Removing is check-then-act: two
 * processes that both saw the same dead owner could otherwise each remove a lock, the second one
 * removing the fresh lock the first had just taken, and both would run. So the right to remove the
 * lock identified by `stale.id` is itself an exclusive file; its holder checks that the lock is still
 * `stale.id` before unlinking it, and only the winner of the takeover marker may do so. A marker left
 * by a process that died mid-takeover is stale in turn and taken over the same way.
 */
async function removeStale(file: string, stale: ReadLock, owner: LockOwner): Promise<void> {
  const marker = `${file}.takeover-${stale.id}`;
  // A live process holding the marker is removing this same stale lock right now: wait for it.
  await takeExclusive(marker, owner, () => undefined);
  try {
    if (readLock(file)?.id === stale.id) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(marker, { force: true });
  }
}

/**
 * The takeover step of a process that judged the lock `staleId` dead, on its own: for the test that a
 * process overtaken between that judgement and the removal removes nothing.
 */
export async function takeOverStaleLock(dataDir: string, staleId: string): Promise<void> {
  await removeStale(path.join(path.resolve(dataDir), LOCK_FILE_NAME), { id: staleId, owner: null }, currentOwner());
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    token: randomBytes(16).toString('hex'),
    startTime: procStat(process.pid)?.startTime ?? null,
    bootId: bootId(),
    host: os.hostname(),
    since: new Date().toISOString(),
  };
}

/** Whether the process that wrote `owner` is still running. */
export function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return heldHere.has(owner.token);
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false; // the machine has restarted since
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(owner.pid);
  if (!stat) return true; // no /proc (not Linux): a running PID is taken as the owner
  if (stat.state === 'Z' || stat.state === 'X') return false; // exited, not yet reaped by its parent
  return owner.startTime === null || owner.startTime === stat.startTime;
}

/** The state and start time of a process from /proc/<pid>/stat (Linux), or null. */
function procStat(pid: number): { state: string; startTime: string } | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  // Field 3 is the state, field 22 the start time.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  return state && startTime ? { state, startTime } : null;
}

let cachedBootId: string | null | undefined;
function bootId(): string | null {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      cachedBootId = null;
    }
  }
  return cachedBootId;
}
