import { darken, jitter } from './colour.ts'
import { shade, W, type Ctx } from './context.ts'
import { garage } from './yard.ts'
import { door, FACADES, ROOFS, windowAt, type WindowStyle } from './openings.ts'
import { chance, int, pick, range } from './random.ts'
import { drawRoof } from './roof.ts'
import { poly, rect, shadow, sideWall, trapezoid } from './svg.ts'

/** A one- or two-storey house with a gable, hip or flat roof, seen from the front-left. */
export function drawHouse(c: Ctx, baseY: number): void {
  const r = c.r
  const floors = chance(r, 0.6) ? 2 : 1
  const floorH = range(r, 130, 150)
  const w = range(r, floors === 2 ? 440 : 520, floors === 2 ? 560 : 660)
  const x = W / 2 - w / 2 + range(r, -150, 150)
  const top = baseY - floors * floorH
  const facade = jitter(r, pick(r, FACADES), 0.05)
  const roofColor = jitter(r, pick(r, ROOFS), 0.06)
  const roofStyle = pick(r, ['gable', 'hip', 'flat'] as const)
  const depth = range(r, 60, 90)
  const sideDrop = depth * 0.35

  c.out.push(shadow(x + w / 2 + 30, baseY + 4, w * 0.65, 14, 0.18))
  // Oblique side wall: cheap depth that still reads as a 3D house.
  c.out.push(poly(sideWall(x + w, top, baseY, depth, sideDrop), darken(facade, 0.22)))
  c.out.push(rect(x, top, w, baseY - top, shade(c, facade, 0.04, 0.06)))
  c.out.push(rect(x, baseY - 16, w, 16, darken(facade, 0.25)))
  if (floors === 2) c.out.push(rect(x - 4, top + floorH - 6, w + 8, 8, darken(facade, 0.1)))
  if (chance(r, 0.35)) garage(c, x + w + depth + 4, baseY, facade, roofColor)

  drawRoof(c, roofStyle, x, top, w, depth, sideDrop, roofColor, facade)
  const style: WindowStyle = {
    frame: roofStyle === 'flat' ? '#3a3d42' : '#f7f4ee',
    mullions: roofStyle === 'flat' ? 1 : pick(r, [1, 2] as const),
    shutters: roofStyle !== 'flat' && chance(r, 0.35) ? jitter(r, pick(r, ['#2f6b4f', '#3a5a8a', '#7a3b2e']), 0.05) : null,
    sill: roofStyle !== 'flat',
  }
  const slots = Math.max(3, Math.floor(w / 125))
  const doorSlot = int(r, 0, slots - 1)
  const slotW = w / slots
  for (let f = 0; f < floors; f++) {
    const floorTop = baseY - (f + 1) * floorH
    for (let i = 0; i < slots; i++) {
      const cx = x + slotW * (i + 0.5)
      if (f === 0 && i === doorSlot) continue
      const ww = roofStyle === 'flat' ? slotW * 0.7 : Math.min(70, slotW * 0.55)
      const wh = floorH * (roofStyle === 'flat' ? 0.58 : 0.48)
      windowAt(c, cx - ww / 2, floorTop + floorH * 0.24, ww, wh, style)
    }
  }
  const dw = 58
  const dx = x + slotW * (doorSlot + 0.5) - dw / 2
  door(c, dx, baseY, dw, 104, jitter(r, pick(r, ['#7a4a2a', '#5a3a22', '#2f4f6f', '#8a2f2a', '#3a3a3a']), 0.05))
  if (chance(r, 0.5)) c.out.push(poly(trapezoid(baseY - 122, dx - 20, dx + dw + 20, baseY - 110, dx - 30, dx + dw + 30), darken(roofColor, 0.05)))
  const pathX = dx + dw / 2
  c.out.push(poly(trapezoid(baseY + 8, pathX - 32, pathX + 32, baseY + 40, pathX - 60, pathX + 60), '#d9d0c0'))
}
