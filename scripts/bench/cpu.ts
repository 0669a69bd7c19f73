import { readFileSync } from 'node:fs'

// CPU time spent by processes, from /proc (Linux). Requests per second depend on whatever else the
// machine runs; CPU milliseconds per request much less, so the bench prints both.

/** Clock ticks per second of /proc/<pid>/stat; 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100

/** Fields of /proc/<pid>/stat after the command name in parentheses (state first), or undefined. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/**
 * User + system CPU milliseconds of a process so far (utime, stime), or with `reaped` those of its
 * children that have exited and been waited for (cutime, cstime); undefined when it cannot be read.
 */
function cpuMsOf(pid: number, reaped = false): number | undefined {
  const fields = statFields(pid)
  if (!fields) return undefined
  const [user, system] = reaped ? [fields[13], fields[14]] : [fields[11], fields[12]]
  return ((Number(user) + Number(system)) * 1000) / TICKS_PER_SECOND
}

/** A process and its children (the server processes a primary started: WEB_PROCESSES). */
export function withChildren(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    return [pid, ...children]
  } catch {
    return [pid]
  }
}

/** The parent of a process (a PostgreSQL backend's is the postmaster), or undefined. */
export function parentOf(pid: number): number | undefined {
  const ppid = Number(statFields(pid)?.[1])
  return ppid > 0 ? ppid : undefined
}

/**
 * Starts measuring a set of processes; the returned function gives the CPU ms they used since.
 * With `reaped`, what their children that exited in the meantime used instead (PostgreSQL's
 * parallel workers live for one query; the postmaster collects their CPU time when they exit).
 */
export function measureCpu(pids: number[], reaped = false): () => number | undefined {
  const start = new Map<number, number>()
  for (const pid of pids) {
    const ms = cpuMsOf(pid, reaped)
    if (ms !== undefined) start.set(pid, ms)
  }
  return () => {
    if (start.size === 0) return undefined
    let used = 0
    for (const [pid, before] of start) used += (cpuMsOf(pid, reaped) ?? before) - before
    return used
  }
}
