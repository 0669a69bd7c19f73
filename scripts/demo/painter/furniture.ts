import { darken, jitter, lighten } from './colour.ts'
import { clip, glow, H, type Ctx } from './context.ts'
import { chance, int, pick, range } from './random.ts'
import { circle, ellipse, line, n, path, poly, rect, shadow, trapezoid } from './svg.ts'

/** A framed abstract print: a few circles and blocks from one palette. */
export function artwork(c: Ctx, cx: number, cy: number): void {
  const r = c.r
  const w = range(r, 200, 280)
  const h = range(r, 130, 170)
  const x = cx - w / 2
  const y = cy - h / 2
  c.out.push(rect(x + 8, y + 10, w, h, '#000', 'opacity="0.12"'))
  c.out.push(rect(x, y, w, h, pick(r, ['#2b2b2b', '#c9a86a', '#f7f5f0', '#5a3e2b'])))
  const ix = x + 16
  const iy = y + 16
  const iw = w - 32
  const ih = h - 32
  const art: string[] = [rect(ix, iy, iw, ih, pick(r, ['#f4efe6', '#e9e2d6', '#dfe7ea']))]
  const palette = ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#264653', '#e9c46a', '#2a9d8f']
  const shapes = int(r, 3, 6)
  for (let i = 0; i < shapes; i++) {
    const col = pick(r, palette)
    if (chance(r, 0.5)) art.push(circle(ix + range(r, 0.2, 0.8) * iw, iy + range(r, 0.2, 0.8) * ih, range(r, 12, 40), col, 'opacity="0.85"'))
    else art.push(rect(ix + range(r, 0, 0.6) * iw, iy + range(r, 0, 0.6) * ih, range(r, 30, 90), range(r, 20, 60), col, 'opacity="0.85"'))
  }
  c.out.push(`<g clip-path="${clip(c, rect(ix, iy, iw, ih, '#fff'))}">${art.join('')}</g>`)
}

export function rug(c: Ctx, cx: number, floorY: number): void {
  const r = c.r
  const col = jitter(r, pick(r, ['#c8b6a0', '#9b6b5a', '#6f7f8f', '#d9cbb5', '#7a8a6a']), 0.05)
  const top = floorY + 70
  const bottom = Math.min(H - 10, floorY + range(r, 200, 240))
  c.out.push(poly(trapezoid(top, cx - 280, cx + 280, bottom, cx - 380, cx + 380), col))
  c.out.push(poly(trapezoid(top + 14, cx - 255, cx + 255, bottom - 18, cx - 345, cx + 345), 'none', `stroke="${lighten(col, 0.3)}" stroke-width="5"`))
}

export function sofa(c: Ctx, x: number, baseY: number, w: number): void {
  const r = c.r
  const fabric = jitter(r, pick(r, ['#5b6b7a', '#8a9a8b', '#c9b89f', '#6f4e37', '#3e4a5a', '#b5654a', '#d8d2c6']), 0.05)
  const h = 170
  c.out.push(shadow(x + w / 2, baseY + 4, w * 0.55, 14, 0.2))
  for (const lx of [x + 30, x + w - 40]) c.out.push(rect(lx, baseY - 14, 10, 16, '#3a2a1e'))
  c.out.push(rect(x + 20, baseY - h, w - 40, 100, darken(fabric, 0.08), 'rx="18"'))
  c.out.push(rect(x + 30, baseY - 80, w - 60, 66, fabric, 'rx="14"'))
  c.out.push(line(x + w / 2, baseY - 78, x + w / 2, baseY - 20, darken(fabric, 0.15), 2))
  for (const ax of [x, x + w - 50]) c.out.push(rect(ax, baseY - 120, 50, 110, darken(fabric, 0.04), 'rx="18"'))
  const cushions = int(r, 2, 3)
  for (let i = 0; i < cushions; i++) {
    const px = x + 70 + i * ((w - 200) / Math.max(1, cushions - 1))
    const tilt = range(r, -8, 8)
    c.out.push(rect(px, baseY - 140, 70, 64, pick(r, ['#e9c46a', '#f4efe6', '#e07a5f', '#2a9d8f', '#d4a5a5']), `rx="12" transform="rotate(${n(tilt)} ${n(px + 35)} ${n(baseY - 108)})"`))
  }
}

export function coffeeTable(c: Ctx, cx: number, y: number): void {
  const r = c.r
  const top = pick(r, ['#8d5f3a', '#f2efe9', '#3a3a3a', '#c49a6c'])
  c.out.push(shadow(cx, y + 70, 170, 14, 0.15))
  for (const lx of [cx - 140, cx + 130]) c.out.push(rect(lx, y + 10, 10, 60, darken(top, 0.3)))
  c.out.push(poly(trapezoid(y, cx - 150, cx + 150, y + 20, cx - 165, cx + 165), top))
  c.out.push(rect(cx - 165, y + 20, 330, 8, darken(top, 0.2)))
  c.out.push(rect(cx - 90, y - 12, 70, 10, '#3d405b'))
  c.out.push(rect(cx - 84, y - 20, 60, 8, '#e07a5f'))
  c.out.push(path(`M${n(cx + 40)},${n(y)} q-10,-30 6,-44 h16 q16,14 6,44 z`, pick(r, ['#81b29a', '#f2cc8f', '#ffffff'])))
  c.out.push(ellipse(cx + 100, y - 4, 26, 8, '#d9d2c4'))
}

export function floorLamp(c: Ctx, x: number, baseY: number): void {
  const glowOpacity = c.light.time === 'dusk' || c.light.time === 'golden' ? 0.55 : 0.25
  c.out.push(circle(x, baseY - 300, 150, glow(c, '#ffe7b0', glowOpacity)))
  c.out.push(ellipse(x, baseY, 34, 8, '#2b2b2b'))
  c.out.push(rect(x - 2.5, baseY - 300, 5, 300, '#2b2b2b'))
  c.out.push(poly(trapezoid(baseY - 360, x - 30, x + 30, baseY - 295, x - 48, x + 48), '#f6ead2'))
}

export function plant(c: Ctx, x: number, baseY: number): void {
  const r = c.r
  const leaf = pick(r, ['#3f7a3a', '#2f6b3f', '#4b8a3f'])
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + range(r, -1.1, 1.1)
    const len = range(r, 80, 150)
    const ex = x + Math.cos(a) * len
    const ey = baseY - 90 + Math.sin(a) * len
    c.out.push(line(x, baseY - 80, ex, ey, darken(leaf, 0.2), 3))
    c.out.push(ellipse(ex, ey, 22, 12, i % 2 ? leaf : lighten(leaf, 0.12), `transform="rotate(${n((a * 180) / Math.PI)} ${n(ex)} ${n(ey)})"`))
  }
  c.out.push(poly(trapezoid(baseY - 90, x - 40, x + 40, baseY, x - 30, x + 30), pick(r, ['#c2703d', '#e8e2d6', '#4a4a4a', '#8a9a8b'])))
}
