// The machine and the code a run measured: cores, memory, CPU, Node, OS, date and git commit.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ROOT } from './paths.mjs';

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/**
 * The commit, and whether the working tree differs from it. What the benches themselves write (bench/results,
 * BENCHMARKS.md) is not counted: otherwise every bench after the first of `npm run bench:all` would report changes.
 */
export function describeCode() {
  const status = git(['status', '--porcelain', '--', '.', ':(exclude)bench/results', ':(exclude)BENCHMARKS.md']);
  return {
    commit: git(['rev-parse', '--short', 'HEAD']),
    uncommittedChanges: status === null ? null : status.length > 0,
  };
}
