import { darken, mix } from './colour.ts'
import { clip, fade, linear, shade, W, type Ctx } from './context.ts'
import { glassFill } from './openings.ts'
import { chance, int, pick, range } from './random.ts'
import { line, n, path, poly, rect, sideWall, trapezoid, type Pt } from './svg.ts'

/** A glass office tower, perhaps stepped, perhaps with a second tower behind, and flags at the door. */
export function drawOffice(c: Ctx, baseY: number): void {
  const r = c.r
  const l = c.light
  const w = range(r, 300, 400)
  const x = W / 2 - w / 2 + range(r, -200, 200)
  const top = baseY - range(r, 540, 620)
  const depth = range(r, 80, 110)
  const tint = pick(r, ['#2f6f8f', '#3a5f7f', '#2f7f7a', '#4a6a8a', '#35586e'])
  const glass = linear(c, [
    [0, mix(l.skyTop, tint, 0.45)],
    [0.5, mix(l.skyHorizon, tint, 0.55)],
    [1, darken(tint, 0.35)],
  ])
  const sideGlass = fade(c, darken(mix(l.skyTop, tint, 0.6), 0.3), darken(tint, 0.55))
  const stepped = chance(r, 0.5)
  if (chance(r, 0.7)) secondTower(c, x, w, top, baseY, tint)
  const front: Pt[] = stepped
    ? [
        [x, baseY],
        [x, top + 60],
        [x + w * 0.35, top + 60],
        [x + w * 0.35, top],
        [x + w, top],
        [x + w, baseY],
      ]
    : [
        [x, baseY],
        [x, top],
        [x + w, top - (chance(r, 0.4) ? 40 : 0)],
        [x + w, baseY],
      ]
  const roofY = front[front.length - 2][1]
  c.out.push(poly(sideWall(x + w, roofY, baseY, depth, depth * 0.4), sideGlass))
  c.out.push(poly(front, glass))
  const facade = clip(c, poly(front, '#fff'))
  const grid: string[] = []
  const mullion = range(r, 26, 38)
  for (let gx = x + mullion; gx < x + w; gx += mullion) grid.push(line(gx, top - 50, gx, baseY, '#0d1c26', 1.6, 'opacity="0.35"'))
  for (let gy = top + 14; gy < baseY; gy += 30) grid.push(line(x, gy, x + w, gy, '#0d1c26', 2.2, 'opacity="0.3"'))
  const bands = int(r, 2, 4)
  for (let i = 0; i < bands; i++) {
    const bx = x + range(r, -w * 0.3, w)
    const bw = range(r, 30, 110)
    grid.push(poly(trapezoid(baseY, bx, bx + bw, top - 60, bx + w * 0.8, bx + bw + w * 0.8), '#ffffff', `opacity="${n(range(r, 0.07, 0.2))}"`))
  }
  if (l.lit) for (let i = 0; i < 40; i++) grid.push(rect(x + Math.floor(r() * (w / mullion)) * mullion + 2, top + 16 + Math.floor(r() * 18) * 30, mullion - 4, 26, '#ffe1a0', 'opacity="0.7"'))
  c.out.push(`<g clip-path="${facade}">${grid.join('')}</g>`)
  c.out.push(rect(x - 4, roofY - 8, w + 8, 10, '#2b3238'))
  c.out.push(rect(x - 30, baseY - 74, w + 60, 12, '#2b3238'))
  c.out.push(rect(x + w * 0.2, baseY - 62, w * 0.6, 62, glassFill(c, l.lit)))
  for (let i = 0; i < 3; i++) flag(c, x - 60 - i * 62, baseY, ['#c0392b', '#2c6fbb', '#f1c40f', '#27ae60'][int(r, 0, 3)])
}

function secondTower(c: Ctx, x: number, w: number, top: number, baseY: number, tint: string): void {
  const r = c.r
  const left = chance(r, 0.5)
  const w2 = range(r, 200, 260)
  const x2 = left ? x - w2 + 40 : x + w + 60
  const top2 = top + range(r, 80, 200)
  const col = mix(mix(tint, '#8aa0b0', 0.5), c.light.haze, 0.35)
  c.out.push(rect(x2, top2, w2, baseY - top2, shade(c, col, 0.1, 0.15)))
  for (let gy = top2 + 20; gy < baseY; gy += 28) c.out.push(rect(x2, gy, w2, 6, darken(col, 0.18), 'opacity="0.6"'))
}

function flag(c: Ctx, x: number, baseY: number, color: string): void {
  c.out.push(line(x, baseY, x, baseY - 170, '#c9ccd0', 3))
  c.out.push(path(`M${n(x)},${n(baseY - 168)} q12,-6 24,0 t24,0 v30 q-12,-6 -24,0 t-24,0 z`, color))
}
