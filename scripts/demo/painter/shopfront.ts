import { darken, jitter, lighten } from './colour.ts'
import type { Ctx } from './context.ts'
import { glassFill } from './openings.ts'
import { chance, int, pick, range } from './random.ts'
import { circle, line, n, path, poly, rect, trapezoid } from './svg.ts'

/** A shop's ground floor: sign board, striped awning, display window and glass door. */
export function shopfront(c: Ctx, x: number, w: number, baseY: number, h: number): void {
  const r = c.r
  const trim = jitter(r, pick(r, ['#2f3b48', '#6a2e2a', '#24543f', '#3a3a3a', '#1f4e79']), 0.05)
  const signY = baseY - h
  c.out.push(rect(x + 12, signY, w - 24, h, trim))
  // Sign board: a logo and rounded bars stand in for lettering, since no fonts are available.
  const sign = jitter(r, pick(r, ['#f4d35e', '#ffffff', '#ee964b', '#f95738', '#83c5be']), 0.04)
  c.out.push(rect(x + 30, signY + 10, w - 60, 40, sign, 'rx="6"'))
  c.out.push(circle(x + 56, signY + 30, 14, trim))
  const bars = int(r, 2, 4)
  let bx = x + 80
  for (let i = 0; i < bars && bx < x + w - 80; i++) {
    const bw = range(r, 40, 90)
    c.out.push(rect(bx, signY + 22, bw, 16, darken(sign, 0.45), 'rx="7"'))
    bx += bw + 12
  }
  awning(c, x + 20, w - 40, signY + 56)
  const glassTop = signY + 112
  const doorW = 64
  const doorX = x + (chance(r, 0.5) ? 30 : w - 30 - doorW)
  const winX = doorX < x + w / 2 ? doorX + doorW + 14 : x + 30
  const winW = w - 60 - doorW - 14
  c.out.push(rect(winX, glassTop, winW, baseY - glassTop - 18, glassFill(c, c.light.lit || chance(r, 0.4))))
  display(c, winX, glassTop, winW, baseY - glassTop - 18)
  c.out.push(rect(doorX, glassTop - 10, doorW, baseY - glassTop + 10, glassFill(c, false), `stroke="${lighten(trim, 0.3)}" stroke-width="4"`))
  c.out.push(rect(doorX + doorW - 14, baseY - 60, 4, 26, '#d9d9d9'))
}

function awning(c: Ctx, x: number, w: number, y: number): void {
  const r = c.r
  const a = pick(r, ['#c0392b', '#1f7a5c', '#2c6fbb', '#d35400', '#6c3483', '#2f3b48'])
  const b = chance(r, 0.6) ? '#f4f1ea' : lighten(a, 0.3)
  const drop = 46
  const sw = 34
  const count = Math.max(4, Math.round((w + 20) / sw))
  const step = (w + 20) / count
  // Each stripe fans out slightly, following the awning's own outward slant.
  for (let i = 0; i < count; i++) {
    const topL = x + (w * i) / count
    const topR = x + (w * (i + 1)) / count
    c.out.push(poly(trapezoid(y, topL, topR, y + drop, x - 10 + step * i, x - 10 + step * (i + 1)), i % 2 ? b : a))
  }
  let scallop = `M${n(x - 10)},${n(y + drop)}`
  for (let i = 0; i < count; i++) scallop += ` a${n(step / 2)},${n(step / 2.6)} 0 0 0 ${n(step)},0`
  c.out.push(path(`${scallop} Z`, a))
  c.out.push(rect(x - 10, y + drop - 2, w + 20, 4, darken(a, 0.2)))
  c.out.push(rect(x - 10, y + drop + 2, w + 20, 30, '#000', 'opacity="0.12"'))
}

/** Suggests merchandise behind the glass; an empty dark pane reads as a closed shop. */
function display(c: Ctx, x: number, y: number, w: number, h: number): void {
  const r = c.r
  for (const sy of [y + h * 0.45, y + h * 0.8]) {
    c.out.push(rect(x + 8, sy, w - 16, 5, '#c9c2b4', 'opacity="0.8"'))
    for (let px = x + 16; px < x + w - 30; px += range(r, 22, 40)) {
      const ph = range(r, 14, 34)
      c.out.push(rect(px, sy - ph, range(r, 12, 22), ph, pick(r, ['#e74c3c', '#f1c40f', '#3498db', '#ecf0f1', '#27ae60', '#e67e22']), 'opacity="0.75" rx="2"'))
    }
  }
  for (let i = 0; i < 3; i++) {
    const lx = x + w * (0.2 + i * 0.3)
    c.out.push(line(lx, y, lx, y + 20, '#333', 1.5))
    c.out.push(circle(lx, y + 24, 7, '#ffe8a0', 'opacity="0.9"'))
  }
}
