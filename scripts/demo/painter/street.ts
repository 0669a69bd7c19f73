import { darken, jitter, mix } from './colour.ts'
import { fade, glow, H, shade, W, type Ctx } from './context.ts'
import { car } from './car.ts'
import { chance, range } from './random.ts'
import { circle, line, n, path, rect } from './svg.ts'

export function lawn(c: Ctx, top: number, bottom: number): void {
  const base = mix(jitter(c.r, '#6aa04a', 0.08), c.light.haze, 0.1)
  c.out.push(rect(0, top, W, bottom - top, shade(c, base, 0.05, 0.15)))
}

/** Paved sidewalk, kerb and road with lane marks, and a car or two passing. */
export function street(c: Ctx, sidewalkY: number, roadY: number): void {
  const r = c.r
  const walk = jitter(r, '#cfc8bb', 0.05)
  c.out.push(rect(0, sidewalkY, W, roadY - sidewalkY, shade(c, walk, 0.05, 0.08)))
  for (let x = range(r, 0, 60); x < W; x += 90) c.out.push(line(x, sidewalkY, x - 12, roadY, darken(walk, 0.15), 1.5))
  c.out.push(rect(0, roadY - 6, W, 8, '#9d978c'))
  const asphalt = jitter(r, '#55575c', 0.06)
  c.out.push(rect(0, roadY + 2, W, H - roadY, fade(c, asphalt, darken(asphalt, 0.2))))
  const laneY = roadY + (H - roadY) * 0.55
  const dash = chance(r, 0.5) ? '#f2f2ea' : '#e8c547'
  for (let x = range(r, -40, 0); x < W; x += 120) c.out.push(rect(x, laneY, 64, 6, dash, 'opacity="0.85"'))
  const farX = range(r, 40, W - 300)
  if (chance(r, 0.65)) car(c, farX, roadY + range(r, 40, 50), range(r, 0.9, 1))
  // The second car goes well clear of the first so the two never look stacked.
  const nearX = (farX + range(r, 420, 700)) % (W - 260)
  if (chance(r, 0.35)) car(c, nearX, laneY + range(r, 40, 46), range(r, 1.05, 1.15))
}

export function streetLamp(c: Ctx, x: number, baseY: number, s: number): void {
  const pole = '#3b3f45'
  c.out.push(rect(x - 3 * s, baseY - 190 * s, 6 * s, 190 * s, pole))
  c.out.push(path(`M${n(x)},${n(baseY - 188 * s)} q${n(0)},${n(-16 * s)} ${n(30 * s)},${n(-16 * s)}`, 'none', `stroke="${pole}" stroke-width="${n(5 * s)}"`))
  c.out.push(rect(x + 22 * s, baseY - 210 * s, 26 * s, 9 * s, pole, `rx="${n(3 * s)}"`))
  if (c.light.lit) c.out.push(circle(x + 35 * s, baseY - 198 * s, 40 * s, glow(c, '#ffe9a8', 0.8)))
}
