import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// Where a server's CPU went, from the profile `node --cpu-prof` writes when it exits, cut into the
// windows of the mixes: V8 stamps its samples with the monotonic clock that process.hrtime reads,
// so a window measured in the bench's process selects the server's samples of that mix.

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** Now on the monotonic clock, in microseconds (the profile's unit). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n)

export interface Window {
  name: string
  from: number
  to: number
}

/** Where a frame's code lives: a package, a file of the project, or V8's own buckets. */
function placeOf(url: string, root: string): string {
  if (!url) return '(native or V8)'
  const file = url.startsWith('file://') ? new URL(url).pathname : url
  const modules = file.lastIndexOf('/node_modules/')
  if (modules >= 0) {
    const rest = file.slice(modules + '/node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  return file.startsWith(root) ? path.relative(root, file) : file
}

interface Share {
  label: string
  ms: number
}

const top = (totals: Map<string, number>, count: number): Share[] =>
  [...totals]
    .map(([label, ms]) => ({ label, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)

/**
 * The top self-time functions and places (packages, files) in each window, in milliseconds of
 * samples; `(idle)` is left out, `(garbage collector)` and `(program)` stay.
 */
export function summariseProfile(dir: string, windows: Window[], count = 8): string[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) return [`no .cpuprofile in ${dir} (did the server exit normally?)`]
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const root = process.cwd()
  const lines: string[] = []
  for (const window of windows) {
    const functions = new Map<string, number>()
    const places = new Map<string, number>()
    let busy = 0
    let time = profile.startTime
    for (let i = 0; i < profile.samples.length; i++) {
      time += profile.timeDeltas[i]
      // A sample stands for the interval up to the next one.
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
      if (time < window.from || time >= window.to) continue
      const frame = byId.get(profile.samples[i])?.callFrame
      if (!frame || frame.functionName === '(idle)') continue
      busy += ms
      const place = placeOf(frame.url, root)
      const name = `${frame.functionName || '(anonymous)'} ${frame.url ? `${place}:${frame.lineNumber + 1}` : ''}`.trim()
      functions.set(name, (functions.get(name) ?? 0) + ms)
      places.set(place, (places.get(place) ?? 0) + ms)
    }
    const share = (ms: number) => `${((100 * ms) / (busy || 1)).toFixed(1)} %`
    lines.push(`${window.name}: ${busy.toFixed(0)} ms of samples`)
    lines.push(
      `  by place: ${top(places, count)
        .map((s) => `${s.label} ${share(s.ms)}`)
        .join(', ')}`,
    )
    for (const s of top(functions, count)) lines.push(`  ${share(s.ms).padStart(7)}  ${s.label}`)
  }
  return lines
}
