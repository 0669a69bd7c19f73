import { darken, jitter, lighten } from './colour.ts'
import { fade, H, linear, W, type Ctx } from './context.ts'
import { artwork, coffeeTable, floorLamp, plant, rug, sofa } from './furniture.ts'
import { chance, pick, range } from './random.ts'
import { n, path, poly, rect, trapezoid } from './svg.ts'
import { viewWindow } from './view.ts'

/** A living room: a window with a view, a sofa under a picture, a rug, a table, a lamp and a plant. */
export function drawInterior(c: Ctx): void {
  const r = c.r
  const floorY = range(r, 590, 630)
  const wall = jitter(r, pick(r, ['#efe7db', '#e6ddd0', '#d8dfd2', '#e9d8c4', '#d9dfe6', '#f2ece4', '#d7c7b5']), 0.03)
  const wallLight = linear(c, [
    [0, darken(wall, 0.06)],
    [0.6, wall],
    [1, darken(wall, 0.04)],
  ])
  c.out.push(rect(0, 0, W, floorY, wallLight))
  c.out.push(rect(0, 0, W, 26, lighten(wall, 0.2)))
  c.out.push(rect(0, 26, W, 6, darken(wall, 0.1)))
  const windowLeft = chance(r, 0.5)
  const winW = range(r, 380, 480)
  const winX = windowLeft ? range(r, 60, 140) : W - winW - range(r, 60, 140)
  floor(c, floorY)
  sunPatch(c, winX, winW, floorY)
  viewWindow(c, winX, 110, winW, floorY - 190)
  c.out.push(rect(0, floorY - 14, W, 14, lighten(wall, 0.3)))
  const sofaX = windowLeft ? winX + winW + range(r, 80, 140) : range(r, 60, 140)
  const sofaW = range(r, 400, 460)
  artwork(c, sofaX + sofaW / 2, floorY - 330)
  rug(c, sofaX + sofaW / 2, floorY)
  sofa(c, sofaX, floorY + 40, sofaW)
  coffeeTable(c, sofaX + sofaW / 2, floorY + 120)
  floorLamp(c, windowLeft ? Math.min(W - 80, sofaX + sofaW + 70) : sofaX + sofaW + 70, floorY + 60)
  plant(c, windowLeft ? winX + winW + 40 : winX - 50, floorY + 50)
}

function floor(c: Ctx, floorY: number): void {
  const r = c.r
  const wood = chance(r, 0.7)
  const base = wood ? jitter(r, pick(r, ['#b07d4f', '#c49a6c', '#8d5f3a', '#d2b48c']), 0.05) : jitter(r, pick(r, ['#d9d4cc', '#cfc7bb', '#e4e0da']), 0.03)
  c.out.push(rect(0, floorY, W, H - floorY, fade(c, darken(base, 0.12), lighten(base, 0.05))))
  // Boards converge on a vanishing point above the floor, which is what sells the perspective.
  const vx = W / 2 + range(r, -200, 200)
  const vy = floorY - 700
  const seams: string[] = []
  const spacing = wood ? 70 : 150
  const reach = (H - floorY) / (H - vy)
  for (let bx = -W; bx < W * 2; bx += spacing) seams.push(`M${n(bx + (vx - bx) * reach)},${n(floorY)} L${n(bx)},${H}`)
  if (!wood) for (let y = floorY + 40; y < H; y += 40 + (y - floorY) * 0.5) seams.push(`M0,${n(y)} L${W},${n(y)}`)
  c.out.push(path(seams.join(' '), 'none', `stroke="${darken(base, 0.25)}" stroke-width="1.5" opacity="0.5"`))
}

function sunPatch(c: Ctx, winX: number, winW: number, floorY: number): void {
  const shift = c.light.sunX < W / 2 ? 160 : -160
  c.out.push(poly(trapezoid(floorY + 4, winX + 20, winX + winW - 20, H, winX + 20 + shift, winX + winW - 20 + shift), '#fff8e0', 'opacity="0.18"'))
}
