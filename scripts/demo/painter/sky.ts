import { mix } from './colour.ts'
import { linear, radial, type Ctx } from './context.ts'
import { int, range } from './random.ts'
import { circle, ellipse, n, rect } from './svg.ts'

export function drawSky(c: Ctx, x: number, y: number, w: number, h: number): void {
  const l = c.light
  const mid = mix(l.skyTop, l.skyHorizon, 0.55)
  c.out.push(
    rect(
      x,
      y,
      w,
      h,
      linear(c, [
        [0, l.skyTop],
        [0.6, mid],
        [1, l.skyHorizon],
      ]),
    ),
  )
}

export function drawSun(c: Ctx, x: number, y: number, scale: number): void {
  const l = c.light
  const glow = radial(c, [
    [0, l.sun, 0.9],
    [0.25, l.sun, 0.45],
    [1, l.sun, 0],
  ])
  c.out.push(circle(x, y, l.sunR * 5 * scale, glow))
  c.out.push(circle(x, y, l.sunR * scale, l.sun))
}

function cloud(c: Ctx, x: number, y: number, s: number): void {
  const r = c.r
  const l = c.light
  const puffs: string[] = []
  const count = int(r, 4, 7)
  const width = 190 * s
  for (let i = 0; i < count; i++) {
    const px = x + (i / (count - 1) - 0.5) * width
    const centre = 1 - Math.abs(i / (count - 1) - 0.5) * 1.4
    const rad = (26 + 30 * centre + range(r, -6, 10)) * s
    puffs.push(circle(px, y - rad * 0.45, rad, l.cloud))
  }
  const base = ellipse(x, y + 8 * s, width * 0.62, 20 * s, l.cloudShade)
  c.out.push(`<g opacity="${n(range(r, 0.75, 0.95))}">${base}${puffs.join('')}${ellipse(x, y + 2 * s, width * 0.55, 18 * s, l.cloud)}</g>`)
}

export function drawClouds(c: Ctx, x0: number, x1: number, y0: number, y1: number, scale: number, maxCount: number): void {
  const count = int(c.r, 1, maxCount)
  for (let i = 0; i < count; i++) {
    const s = range(c.r, 0.5, 1.15) * scale
    cloud(c, range(c.r, x0, x1), range(c.r, y0, y1), s)
  }
}
