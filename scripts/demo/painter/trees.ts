import { darken, jitter, lighten } from './colour.ts'
import { fade, type Ctx } from './context.ts'
import { chance, int, pick, range } from './random.ts'
import { circle, ellipse, n, path, placed, poly, rect, shadow } from './svg.ts'

function roundTree(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const green = jitter(r, pick(r, ['#3f7a3a', '#4b8a3f', '#356b34', '#58923f']), 0.1)
  const height = range(r, 150, 210) * s
  c.out.push(shadow(x, baseY, 55 * s, 10 * s, 0.18))
  c.out.push(poly(placed(x, baseY, s, height, [-8, 0, 8, 0, 4, -0.6, -4, -0.6]), '#6b4a2f'))
  const cy = baseY - height * 0.72
  const rad = range(r, 55, 75) * s
  const puffs = int(r, 5, 8)
  for (let i = 0; i < puffs; i++) {
    const a = (i / puffs) * Math.PI * 2
    c.out.push(circle(x + Math.cos(a) * rad * 0.6, cy + Math.sin(a) * rad * 0.45, rad * range(r, 0.5, 0.7), darken(green, 0.12)))
  }
  c.out.push(circle(x, cy, rad * 0.75, green))
  const sunSide = c.light.sunX < x ? -1 : 1
  c.out.push(circle(x + sunSide * rad * 0.3, cy - rad * 0.3, rad * 0.4, lighten(green, 0.18), 'opacity="0.8"'))
}

function palm(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const height = range(r, 220, 300) * s
  const lean = range(r, -45, 45) * s
  const tx = x + lean
  const ty = baseY - height
  const trunk = `M${n(x - 9 * s)},${n(baseY)} Q${n(x + lean * 0.15 - 6 * s)},${n(baseY - height * 0.5)} ${n(tx - 4 * s)},${n(ty)} L${n(tx + 4 * s)},${n(ty)} Q${n(x + lean * 0.15 + 6 * s)},${n(baseY - height * 0.5)} ${n(x + 9 * s)},${n(baseY)} Z`
  c.out.push(shadow(x, baseY, 40 * s, 8 * s, 0.15))
  c.out.push(path(trunk, fade(c, '#8a6a46', '#6a4e33', true)))
  const green = pick(r, ['#3d8a3f', '#2f7a3a', '#4a9444'])
  const fronds = int(r, 7, 10)
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI + (i / (fronds - 1)) * Math.PI + range(r, -0.15, 0.15)
    const len = range(r, 80, 120) * s
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len * 0.45 + len * 0.45
    const cx = tx + Math.cos(a) * len * 0.55
    const cy = ty + Math.sin(a) * len * 0.55 - 22 * s
    const d = `M${n(tx)},${n(ty)} Q${n(cx)},${n(cy - 10 * s)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + 12 * s)} ${n(tx)},${n(ty)} Z`
    c.out.push(path(d, i % 2 ? green : darken(green, 0.15)))
  }
  for (let i = 0; i < 3; i++) c.out.push(circle(tx + (i - 1) * 7 * s, ty + 8 * s, 6 * s, '#7a5a2a'))
}

function pine(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const green = jitter(r, pick(r, ['#2f5e3a', '#2b5433', '#3a6a40']), 0.08)
  const height = range(r, 170, 240) * s
  c.out.push(rect(x - 5 * s, baseY - 30 * s, 10 * s, 30 * s, '#5a3e28'))
  const tiers = 4
  for (let i = 0; i < tiers; i++) {
    const top = baseY - height + (i * height) / (tiers + 1)
    const half = (22 + i * 14) * s
    c.out.push(poly(placed(x, top, half, height / 3, [0, 0, 1, 1, -1, 1]), i % 2 ? green : darken(green, 0.08)))
  }
}

export function bush(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const green = jitter(r, pick(r, ['#4c8a3c', '#5a9842', '#3f7a36']), 0.1)
  c.out.push(ellipse(x - 20 * s, baseY - 16 * s, 28 * s, 20 * s, darken(green, 0.1)))
  c.out.push(ellipse(x + 18 * s, baseY - 15 * s, 26 * s, 18 * s, darken(green, 0.05)))
  c.out.push(ellipse(x, baseY - 24 * s, 30 * s, 24 * s, green))
  if (chance(r, 0.4)) {
    const bloom = pick(r, ['#e85d8a', '#f4c542', '#ffffff', '#c65bd6'])
    for (let i = 0; i < 6; i++) c.out.push(circle(x + range(r, -35, 35) * s, baseY - range(r, 10, 38) * s, 3.5 * s, bloom))
  }
}

/** A palm most of the time in the tropics, else now and then a pine, else a round leafy tree. */
export function tree(c: Ctx, x: number, baseY: number, s: number, tropical: boolean): void {
  if (tropical && chance(c.r, 0.7)) return palm(c, x, baseY, s)
  if (chance(c.r, 0.25)) return pine(c, x, baseY, s)
  roundTree(c, x, baseY, s)
}
