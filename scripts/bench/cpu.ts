import { readFileSync } from 'node:fs'

// CPU time spent by processes, from /proc (Linux). Requests per second depend on whatever else the
// machine runs; CPU milliseconds per request much less, so the bench prints both.

/** Clock ticks per second of /proc/<pid>/stat; 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100

/** User + system CPU milliseconds of a process so far, or undefined when it cannot be read. */
function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name in parentheses: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return undefined
  }
}

/** Starts measuring a set of processes; the returned function gives the CPU ms they used since. */
export function measureCpu(pids: number[]): () => number | undefined {
  const start = new Map<number, number>()
  for (const pid of pids) {
    const ms = cpuMsOf(pid)
    if (ms !== undefined) start.set(pid, ms)
  }
  return () => {
    if (start.size === 0) return undefined
    let used = 0
    for (const [pid, before] of start) used += (cpuMsOf(pid) ?? before) - before
    return used
  }
}
