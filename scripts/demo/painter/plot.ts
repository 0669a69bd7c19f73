import { darken } from './colour.ts'
import { H, type Ctx } from './context.ts'
import { pick, range } from './random.ts'
import { placed, points, poly, rect, shadow, type Pt } from './svg.ts'

/** Posts and two wires running from `near` towards `far`, shrinking with distance. */
export function fence(c: Ctx, near: Pt, far: Pt): void {
  const posts = 12
  const tops: Pt[] = []
  const mids: Pt[] = []
  for (let i = 0; i <= posts; i++) {
    const t = (i / posts) ** 0.7
    const x = near[0] + (far[0] - near[0]) * t
    const y = near[1] + (far[1] - near[1]) * t
    const s = 1 - t * 0.88
    c.out.push(rect(x - 6 * s, y - 120 * s, 12 * s, 120 * s, '#7a5a3a'))
    tops.push([x, y - 110 * s])
    mids.push([x, y - 60 * s])
  }
  for (const wire of [tops, mids]) c.out.push(`<polyline points="${points(wire)}" fill="none" stroke="#5a4a3a" stroke-width="1.6" stroke-opacity="0.8"/>`)
}

/** Corner stakes with orange tape mark the plot boundaries, like a surveyed lot. */
export function lotStakes(c: Ctx, horizon: number): void {
  const r = c.r
  const corners: Pt[] = [
    [range(r, 180, 300), H - range(r, 120, 170)],
    [range(r, 880, 1050), H - range(r, 130, 180)],
    [range(r, 760, 860), horizon + range(r, 110, 150)],
    [range(r, 380, 480), horizon + range(r, 110, 150)],
  ]
  c.out.push(poly(corners, 'none', 'stroke="#ff7a1a" stroke-width="3" stroke-dasharray="14 10" opacity="0.85"'))
  for (const [x, y] of corners) {
    const s = 0.4 + ((y - horizon) / (H - horizon)) * 0.8
    c.out.push(rect(x - 3 * s, y - 60 * s, 6 * s, 60 * s, '#e8dcc4'))
    c.out.push(poly(placed(x, y, s, s, [3, -60, 32, -50, 3, -40]), '#ff5a1f'))
  }
}

/** A "for sale" board on two posts; bars stand in for lettering, since no fonts are available. */
export function lotSign(c: Ctx, x: number, baseY: number): void {
  const r = c.r
  const board = pick(r, ['#ffffff', '#f4d35e', '#e8f1f2'])
  const accent = pick(r, ['#c0392b', '#1f7a5c', '#2c6fbb'])
  c.out.push(shadow(x, baseY, 90, 10, 0.18))
  for (const px of [x - 70, x + 60]) c.out.push(rect(px, baseY - 210, 10, 210, '#6b4a2f'))
  c.out.push(rect(x - 90, baseY - 220, 180, 110, board, 'stroke="#5a4a3a" stroke-width="4"'))
  c.out.push(rect(x - 90, baseY - 220, 180, 28, accent))
  c.out.push(rect(x - 70, baseY - 178, 100, 12, darken(board, 0.5), 'rx="6"'))
  c.out.push(rect(x - 70, baseY - 156, 140, 10, darken(board, 0.35), 'rx="5"'))
  c.out.push(rect(x - 70, baseY - 138, 80, 10, darken(board, 0.35), 'rx="5"'))
}
