import { darken } from './colour.ts'
import type { Ctx } from './context.ts'
import { line, placed, poly, rect, trapezoid } from './svg.ts'

/** A single garage beside the house, its door slatted, with a driveway. */
export function garage(c: Ctx, x: number, baseY: number, facade: string, roof: string): void {
  const w = 170
  const h = 120
  c.out.push(rect(x, baseY - h, w, h, darken(facade, 0.05)))
  c.out.push(rect(x - 8, baseY - h - 12, w + 16, 14, darken(roof, 0.1)))
  c.out.push(rect(x + 18, baseY - h + 26, w - 36, h - 26, '#e4e0d8'))
  for (let y = baseY - h + 40; y < baseY; y += 14) c.out.push(line(x + 18, y, x + w - 18, y, '#b9b3a8', 2))
  c.out.push(poly(trapezoid(baseY, x + 10, x + w - 10, baseY + 40, x - 10, x + w + 30), '#bdb6aa'))
}

/** A white picket fence along the front with a gap for the path. */
export function picketFence(c: Ctx, x0: number, x1: number, baseY: number, gapFrom: number, gapTo: number): void {
  const color = '#f4f1ea'
  for (let x = x0; x < x1; x += 18) {
    if (x > gapFrom && x < gapTo) continue
    c.out.push(poly(placed(x, baseY, 1, 1, [0, 0, 0, -44, 5, -52, 10, -44, 10, 0]), color, 'stroke="#c9c3b8" stroke-width="1"'))
  }
  for (const y of [baseY - 36, baseY - 16]) {
    c.out.push(rect(x0, y, Math.max(0, gapFrom - x0), 5, color))
    c.out.push(rect(gapTo, y, Math.max(0, x1 - gapTo), 5, color))
  }
}
