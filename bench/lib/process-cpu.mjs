// CPU time spent by processes (Linux /proc): user + system seconds of one process, or of a PostgreSQL cluster (its
// postmaster and every backend under it). On a shared box the CPU seconds per unit of work move far less with the
// neighbours than the throughput does.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: `getconf CLK_TCK` on Linux

function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command in parentheses: state, ppid, … utime (14th field), stime (15th).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null; // gone
  }
}

/** CPU seconds (user + system) used so far by process `pid`. */
export function cpuSecondsOf(pid) {
  return statOf(pid)?.seconds ?? 0;
}

/**
 * The CPU seconds used so far by each process of the PostgreSQL cluster whose data directory is `dataDir` (the
 * postmaster and its children), by pid: give two of them to {@link cpuSecondsBetween}.
 */
export function clusterCpu(dataDir) {
  const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  const byPid = new Map([[postmaster, cpuSecondsOf(postmaster)]]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat?.ppid === postmaster) byPid.set(Number(entry), stat.seconds);
  }
  return byPid;
}

/**
 * The CPU seconds the cluster used between two readings: each process's growth, a process started since counted
 * whole. A backend that ended in between (an idle pool closing its connection) is left out, not subtracted.
 */
export function cpuSecondsBetween(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
