import { darken, jitter } from './colour.ts'
import { shade, type Ctx } from './context.ts'
import { glassFill } from './openings.ts'
import { chance, range } from './random.ts'
import { circle, line, poly, rect, trapezoid, type Pt } from './svg.ts'

export function drawRoof(c: Ctx, style: 'gable' | 'hip' | 'flat', x: number, top: number, w: number, depth: number, drop: number, color: string, facade: string): void {
  const r = c.r
  if (style === 'flat') {
    c.out.push(poly(trapezoid(top, x - 20, x + w + 20, top - drop, x - 20 + depth, x + w + 20 + depth), darken(facade, 0.1)))
    c.out.push(rect(x - 20, top - 14, w + 40, 16, darken(facade, 0.3)))
    if (chance(r, 0.6)) c.out.push(rect(x + w * range(r, 0.05, 0.5), top + 12, w * 0.28, 110, jitter(r, '#9a6a42', 0.06), 'opacity="0.9"'))
    return
  }
  const rise = style === 'gable' ? w * 0.3 : range(r, 70, 100)
  const tiles = shade(c, color, 0.1, 0.1)
  if (style === 'gable') {
    const apex: Pt = [x + w / 2, top - rise]
    c.out.push(poly([apex, [apex[0] + depth, apex[1] - drop], [x + w + 14 + depth, top + 6 - drop], [x + w + 14, top + 6]], darken(color, 0.2)))
    c.out.push(poly([[x - 4, top], apex, [x + w + 4, top]], facade))
    c.out.push(poly([[x - 18, top + 8], apex, [x + w + 18, top + 8], [x + w + 4, top + 8], apex, [x - 4, top + 8]], tiles, `stroke="${darken(color, 0.2)}" stroke-width="14" stroke-linejoin="round"`))
    c.out.push(circle(apex[0], top - rise * 0.45, 16, glassFill(c, c.light.lit), `stroke="#f7f4ee" stroke-width="5"`))
    return
  }
  const inset = range(r, 60, 110)
  const side: Pt[] = [
    [x + w + 18, top + 6],
    [x + w + 18 + depth, top + 6 - drop],
    [x + w - inset + depth * 0.5, top - rise - drop * 0.5],
    [x + w - inset, top - rise],
  ]
  c.out.push(poly(side, darken(color, 0.22)))
  c.out.push(poly(trapezoid(top + 6, x - 18, x + w + 18, top - rise, x + inset, x + w - inset), tiles))
  for (let y = top - rise + 12; y < top; y += 12) c.out.push(line(x - 10, y, x + w + 10, y, darken(color, 0.15), 1.2, 'opacity="0.5"'))
  if (chance(r, 0.4)) c.out.push(rect(x + w * 0.7, top - rise - 30, 26, 50, darken(color, 0.3)))
}
