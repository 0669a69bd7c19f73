import { darken, jitter } from './colour.ts'
import { W, type Ctx } from './context.ts'
import { FACADES, windowAt, type WindowStyle } from './openings.ts'
import { chance, int, pick, range } from './random.ts'
import { shopfront } from './shopfront.ts'
import { circle, rect } from './svg.ts'

/** One to three shops under a storey of windows, some with flower boxes. */
export function drawCommercial(c: Ctx, baseY: number): void {
  const r = c.r
  const units = int(r, 1, 3)
  const unitW = range(r, units === 1 ? 520 : 300, units === 1 ? 640 : 360)
  const w = unitW * units
  const x = Math.max(-60, W / 2 - w / 2 + range(r, -100, 100))
  const shopH = 200
  const upperH = range(r, 140, 170)
  const top = baseY - shopH - upperH
  const facade = jitter(r, pick(r, FACADES), 0.05)
  c.out.push(rect(x, top, w, baseY - top, facade))
  c.out.push(rect(x - 10, top - 16, w + 20, 20, darken(facade, 0.22)))
  const style: WindowStyle = { frame: '#f7f4ee', mullions: 2, shutters: null, sill: true }
  const upperWindows = Math.max(2, Math.round(w / 150))
  for (let i = 0; i < upperWindows; i++) {
    const wx = x + (w / upperWindows) * (i + 0.5) - 35
    windowAt(c, wx, top + 30, 70, upperH * 0.55, style)
    if (chance(r, 0.5)) flowerBox(c, wx, top + 30 + upperH * 0.55 + 12, 70)
  }
  for (let u = 0; u < units; u++) shopfront(c, x + u * unitW, unitW, baseY, shopH)
}

function flowerBox(c: Ctx, x: number, y: number, w: number): void {
  c.out.push(rect(x - 6, y, w + 12, 14, '#7a4a2a'))
  for (let i = 0; i < 7; i++) c.out.push(circle(x + (i / 6) * w, y - 3, 7, i % 2 ? '#e84a6f' : '#4c8a3c'))
}
