// Child processes started by the bench: each in its own process group, logged to a file, and all
// of them stopped by id on exit, on Ctrl-C or on a crash (never by name).
import { spawn } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

const running = new Set();

/** Starts `command args` with its output in `logFile`; returns { child, pid, logFile, exited }. */
export function startProcess(command, args, { env = {}, cwd, logFile }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const handle = { child, pid: child.pid, logFile, exited };
  running.add(handle);
  exited.then(() => running.delete(handle));
  return handle;
}

/**
 * SIGINT to the process group (the API drains and exits; chrome-launcher kills the Chromium it
 * started in its own group only on SIGINT), SIGKILL after `graceMs`; resolves when the leader exited.
 */
export async function stopProcess(handle, graceMs = 5000) {
  if (!running.has(handle)) return;
  signalGroup(handle.pid, 'SIGINT');
  const done = await Promise.race([handle.exited.then(() => true), delay(graceMs).then(() => false)]);
  if (!done) {
    signalGroup(handle.pid, 'SIGKILL');
    await handle.exited;
  }
  // Grandchildren (e.g. Chromium under Lighthouse) share the group: make sure none is left.
  signalGroup(handle.pid, 'SIGKILL');
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** The last lines of a log, for error messages. */
export function tailOf(logFile, lines = 20) {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Stops every process still running (used on exit and on signals). */
export async function stopAll() {
  await Promise.all([...running].map((h) => stopProcess(h, 3000)));
}

/** Kills what is left synchronously when the bench itself exits abruptly. */
export function killAllNow() {
  for (const h of running) signalGroup(h.pid, 'SIGKILL');
}

/** Runs a command to completion; rejects with its output on a non-zero exit. */
export function run(command, args, { env = {}, cwd, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${(err || out).slice(-2000)}`));
    });
    child.stdin.end(input ?? '');
  });
}

/**
 * Writes every file's dirty pages to disk now (`sync`): after a bench has written a database of hundreds of MB, so
 * the kernel does not write them back while it measures
 * (docs/decisions/196-bench-databases-settled-before-measuring.md).
 */
export function flushToDisk() {
  return run('sync', []);
}
