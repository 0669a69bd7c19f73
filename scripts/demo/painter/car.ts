import { darken } from './colour.ts'
import { fade, shade, type Ctx } from './context.ts'
import { pick } from './random.ts'
import { circle, n, placed, poly, rect, shadow, type Pt } from './svg.ts'

/** A side-on hatchback, 192 units long at scale 1, standing on groundY. */
export function car(c: Ctx, x: number, groundY: number, s: number): void {
  const r = c.r
  const paint = pick(r, ['#c0392b', '#2c6fbb', '#e8e8e8', '#2d2d2d', '#8a9aa8', '#d4a017', '#1f7a5c'])
  const glass = fade(c, '#9fc3de', '#3d5366')
  const outline = (offsets: number[]): Pt[] => placed(x, groundY, s, s, offsets)
  c.out.push(shadow(x + 95 * s, groundY, 105 * s, 9 * s, 0.3))
  c.out.push(poly(outline([42, -40, 66, -68, 132, -68, 158, -40]), darken(paint, 0.1)))
  c.out.push(poly(outline([52, -40, 70, -62, 97, -62, 97, -40]), glass))
  c.out.push(poly(outline([103, -40, 103, -62, 128, -62, 148, -40]), glass))
  c.out.push(rect(x, groundY - 42 * s, 192 * s, 30 * s, shade(c, paint, 0.12, 0.15), `rx="${n(11 * s)}"`))
  c.out.push(rect(x + 182 * s, groundY - 36 * s, 9 * s, 7 * s, '#fff6c8', `rx="${n(2 * s)}"`))
  c.out.push(rect(x + 1 * s, groundY - 36 * s, 7 * s, 7 * s, '#d8342a', `rx="${n(2 * s)}"`))
  for (const wx of [x + 42 * s, x + 152 * s]) {
    c.out.push(circle(wx, groundY - 12 * s, 16 * s, '#1c1c1e'))
    c.out.push(circle(wx, groundY - 12 * s, 7 * s, '#9aa0a6'))
  }
}
