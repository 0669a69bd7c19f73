import { darken, jitter } from './colour.ts'
import { shade, W, type Ctx } from './context.ts'
import { glassFill, windowAt, type WindowStyle } from './openings.ts'
import { chance, int, pick, range } from './random.ts'
import { line, poly, rect, sideWall } from './svg.ts'

/** A residential tower of 13 to 18 floors, often with a glazed balcony on every floor. */
export function drawApartment(c: Ctx, baseY: number): void {
  const r = c.r
  const floors = int(r, 13, 18)
  const floorH = range(r, 29, 33)
  const w = range(r, 290, 380)
  const x = W / 2 - w / 2 + range(r, -220, 220)
  const top = baseY - floors * floorH - 40
  const body = jitter(r, pick(r, ['#ece6da', '#d9d4cc', '#e6d2b8', '#c9ccd1', '#efe9e1', '#d7c4a6']), 0.04)
  const depth = range(r, 70, 100)
  c.out.push(poly(sideWall(x + w, top, baseY, depth, depth * 0.4), darken(body, 0.25)))
  for (let f = 0; f < floors; f++) {
    const y = top + 20 + f * floorH
    c.out.push(line(x + w, y + floorH, x + w + depth, y + floorH - depth * 0.4, darken(body, 0.35), 2))
  }
  c.out.push(rect(x, top, w, baseY - top, shade(c, body, 0.05, 0.08, true)))
  const cols = int(r, 4, 6)
  const colW = w / cols
  const balconies = chance(r, 0.7)
  const accent = jitter(r, pick(r, ['#6b7f8e', '#a0522d', '#4a6a5a', '#8c8c8c']), 0.05)
  const style: WindowStyle = { frame: darken(body, 0.45), mullions: 1, shutters: null, sill: false }
  for (let f = 0; f < floors; f++) {
    const y = top + 22 + f * floorH
    for (let i = 0; i < cols; i++) windowAt(c, x + i * colW + colW * 0.14, y, colW * 0.72, floorH * 0.62, style)
    if (balconies) {
      const slab = darken(body, 0.12)
      c.out.push(rect(x - 6, y + floorH * 0.72, w + 12, 5, slab))
      c.out.push(rect(x - 6, y + floorH * 0.72 - 12, w + 12, 12, '#bcd3e0', 'opacity="0.35"'))
    }
  }
  c.out.push(rect(x + w * 0.06, top, w * 0.1, baseY - top, accent, 'opacity="0.85"'))
  c.out.push(rect(x - 8, top - 10, w + 16, 12, darken(body, 0.2)))
  c.out.push(rect(x + w * 0.55, top - 40, 60, 30, darken(body, 0.25)))
  c.out.push(line(x + w * 0.3, top - 10, x + w * 0.3, top - 70, '#555', 3))
  lobby(c, x, w, baseY, body)
}

function lobby(c: Ctx, x: number, w: number, baseY: number, body: string): void {
  c.out.push(rect(x, baseY - 60, w, 60, darken(body, 0.1)))
  c.out.push(rect(x + w * 0.3, baseY - 54, w * 0.4, 54, glassFill(c, c.light.lit)))
  c.out.push(rect(x + w * 0.25, baseY - 70, w * 0.5, 10, '#3a3d42'))
  c.out.push(line(x + w / 2, baseY - 54, x + w / 2, baseY, '#2c2f33', 3))
}
