import { lighten, mix } from './colour.ts'
import { W, type Ctx } from './context.ts'
import { chance, pick, range } from './random.ts'
import { rect } from './svg.ts'

/** A hazy skyline behind city scenes so towers do not float alone in the countryside. */
export function skyline(c: Ctx, baseY: number, avoidX: number, avoidW: number): void {
  const r = c.r
  const l = c.light
  let x = -20
  while (x < W) {
    const w = range(r, 50, 120)
    const h = range(r, 60, 230)
    const centre = x + w / 2
    const nearTower = Math.abs(centre - avoidX) < avoidW / 2
    if (!nearTower || chance(r, 0.4)) {
      const col = mix(pick(r, ['#8a96a8', '#9a9488', '#7f8ea0', '#a39f98']), l.haze, 0.5)
      c.out.push(rect(x, baseY - h, w, h, col))
      const winCol = l.lit ? '#ffe7a8' : lighten(col, 0.18)
      for (let wy = baseY - h + 10; wy < baseY - 14; wy += 16) {
        for (let wx = x + 8; wx < x + w - 12; wx += 14) if (chance(r, l.lit ? 0.45 : 0.8)) c.out.push(rect(wx, wy, 6, 8, winCol, 'opacity="0.7"'))
      }
    }
    x += w + range(r, -10, 20)
  }
}

/** Plain blocks along the bottom of a window view, for a flat in town. */
export function cityRow(c: Ctx, x: number, w: number, bottom: number): void {
  const r = c.r
  let bx = x - 10
  while (bx < x + w) {
    const bw = range(r, 30, 70)
    const bh = range(r, 50, 140)
    c.out.push(rect(bx, bottom - bh, bw, bh, mix(pick(r, ['#9aa4b0', '#b5ab9c', '#8c98a6']), c.light.haze, 0.3)))
    bx += bw + range(r, 2, 10)
  }
}
