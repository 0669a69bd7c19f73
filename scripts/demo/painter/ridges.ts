import { range, type Rng } from './random.ts'
import { n, type Pt } from './svg.ts'

/** Midpoint displacement gives the jagged, uneven ridgelines of the Andes cheaply. */
export function ridge(r: Rng, x0: number, x1: number, minY: number, maxY: number, levels: number, rough: number): Pt[] {
  const count = 2 ** levels
  const ys: number[] = new Array(count + 1).fill(0)
  ys[0] = range(r, minY, maxY)
  ys[count] = range(r, minY, maxY)
  let step = count
  let amp = (maxY - minY) * 1.1
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < count; i += step) ys[i] = (ys[i - half] + ys[i + half]) / 2 + (r() - 0.5) * amp
    amp *= rough
    step = half
  }
  return ys.map((y, i) => [x0 + ((x1 - x0) * i) / count, Math.min(maxY + 30, Math.max(minY - 40, y))])
}

/** Snow-capped cones over a rugged ridge: the Cotopaxi/Chimborazo skyline of an Andean valley. */
export function volcanoes(r: Rng, crest: Pt[], count: number, baseY: number, peakMin: number, peakMax: number): Pt[] {
  let out = crest
  for (let i = 0; i < count; i++) {
    const cx = range(r, crest[0][0] + 120, crest[crest.length - 1][0] - 120)
    const peak = range(r, peakMin, peakMax)
    const half = range(r, 260, 420)
    const flat = range(r, 10, 28)
    out = out.map(([x, y]) => {
      const d = Math.max(0, Math.abs(x - cx) - flat) / half
      const cone = peak + Math.pow(d, 1.25) * (baseY - peak) + range(r, -4, 4)
      return [x, Math.min(y, cone)]
    })
  }
  return out
}

/** A closed path under a crest whose corners are rounded off: rolling hills rather than rock. */
export function smoothPath(p: Pt[], bottom: number): string {
  let d = `M${n(p[0][0])},${n(bottom)} L${n(p[0][0])},${n(p[0][1])}`
  for (let i = 1; i < p.length - 1; i++) {
    const mx = (p[i][0] + p[i + 1][0]) / 2
    const my = (p[i][1] + p[i + 1][1]) / 2
    d += ` Q${n(p[i][0])},${n(p[i][1])} ${n(mx)},${n(my)}`
  }
  const last = p[p.length - 1]
  return `${d} L${n(last[0])},${n(last[1])} L${n(last[0])},${n(bottom)} Z`
}
