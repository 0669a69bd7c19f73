import { darken, jitter, mix } from './colour.ts'
import { fade, H, W, type Ctx } from './context.ts'
import { fence, lotSign, lotStakes } from './plot.ts'
import { chance, int, pick, range } from './random.ts'
import { ellipse, n, path, rect } from './svg.ts'

/** An empty plot for sale: a field with a track, fences, surveyor's stakes and a sign board. */
export function drawLand(c: Ctx, horizon: number): void {
  const r = c.r
  const field = jitter(r, pick(r, ['#7fae4f', '#8fb35a', '#9bb35e', '#a8b866']), 0.06)
  c.out.push(rect(0, horizon + 40, W, H - horizon - 40, fade(c, mix(field, c.light.haze, 0.2), darken(field, 0.18))))
  distantTrees(c, horizon + 44)
  dirtTrack(c, horizon + 44)
  grass(c, horizon + 80)
  fence(c, [-20, H - 60], [W * 0.55, horizon + 52])
  if (chance(r, 0.6)) fence(c, [W + 20, H - 40], [W * 0.62, horizon + 52])
  lotStakes(c, horizon)
  lotSign(c, range(r, W * 0.62, W * 0.82), H - range(r, 70, 110))
}

function distantTrees(c: Ctx, y: number): void {
  const r = c.r
  const count = int(r, 4, 9)
  for (let i = 0; i < count; i++) {
    const x = range(r, 0, W)
    const col = mix(pick(r, ['#3f6a3a', '#4a7040', '#55703f']), c.light.haze, 0.35)
    const h = range(r, 40, 80)
    c.out.push(rect(x - 2, y - h * 0.3, 4, h * 0.3, '#6b5a45'))
    c.out.push(ellipse(x, y - h * 0.6, h * range(r, 0.15, 0.3), h * 0.45, col))
  }
}

function dirtTrack(c: Ctx, horizon: number): void {
  const r = c.r
  const endX = range(r, W * 0.3, W * 0.7)
  const startX = range(r, W * 0.2, W * 0.8)
  const bend = range(r, -300, 300)
  const d = `M${n(startX - 120)},${H} Q${n(startX + bend - 40)},${n(horizon + 150)} ${n(endX - 4)},${n(horizon)} L${n(endX + 4)},${n(horizon)} Q${n(startX + bend + 40)},${n(horizon + 150)} ${n(startX + 120)},${H} Z`
  c.out.push(path(d, fade(c, '#c9ad82', '#a88a5f')))
}

function grass(c: Ctx, top: number): void {
  const r = c.r
  const blades: string[] = []
  for (let i = 0; i < 220; i++) {
    const y = range(r, top, H)
    const depthScale = (y - top) / (H - top)
    const x = range(r, 0, W)
    const h = 6 + 16 * depthScale
    blades.push(`M${n(x)},${n(y)} l${n(range(r, -4, 4))},${n(-h)}`)
  }
  c.out.push(path(blades.join(' '), 'none', 'stroke="#4f7d34" stroke-width="2" opacity="0.45"'))
}
