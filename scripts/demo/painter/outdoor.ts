import { drawApartment } from './apartment.ts'
import { skyline } from './city.ts'
import { drawCommercial } from './commercial.ts'
import { H, W, type Ctx, type DemoScene } from './context.ts'
import { drawHouse } from './house.ts'
import { drawLand } from './land.ts'
import { landscape } from './landscape.ts'
import { drawOffice } from './office.ts'
import { chance, int, range } from './random.ts'
import { drawClouds, drawSky, drawSun } from './sky.ts'
import { lawn, street, streetLamp } from './street.ts'
import { bush, tree } from './trees.ts'
import { picketFence } from './yard.ts'

interface Layout {
  horizon: number
  baseY: number
  sidewalkY: number
  roadY: number
}

const LAYOUT: Record<Exclude<DemoScene, 'interior' | 'land'>, Layout> = {
  house: { horizon: 480, baseY: 690, sidewalkY: 738, roadY: 768 },
  apartment: { horizon: 500, baseY: 712, sidewalkY: 712, roadY: 758 },
  office: { horizon: 500, baseY: 712, sidewalkY: 712, roadY: 758 },
  commercial: { horizon: 500, baseY: 730, sidewalkY: 730, roadY: 782 },
}

const BUILDINGS: Record<keyof typeof LAYOUT, (c: Ctx, baseY: number) => void> = {
  house: drawHouse,
  apartment: drawApartment,
  office: drawOffice,
  commercial: drawCommercial,
}

/** Sky and valley, then either the plot of land or a street with the building, trees and things in front. */
export function drawOutdoor(c: Ctx, kind: Exclude<DemoScene, 'interior'>): void {
  const r = c.r
  drawSky(c, 0, 0, W, H)
  drawSun(c, c.light.sunX, c.light.sunY, 1)
  drawClouds(c, -40, W + 40, 60, 300, 1, 5)
  if (kind === 'land') {
    const horizon = range(r, 410, 450)
    landscape(c, horizon, true)
    return drawLand(c, horizon)
  }
  const layout = LAYOUT[kind]
  const tropical = chance(r, 0.4)
  landscape(c, layout.horizon, kind === 'house' && chance(r, 0.5))
  if (kind !== 'house') skyline(c, layout.baseY - 20, W / 2, 500)
  lawn(c, layout.horizon + 40, layout.sidewalkY + 4)
  street(c, layout.sidewalkY, layout.roadY)
  for (let i = 0, count = int(r, 1, 3); i < count; i++) tree(c, range(r, 40, W - 40), layout.baseY - range(r, 10, 30), range(r, 0.6, 0.8), tropical)
  BUILDINGS[kind](c, layout.baseY)
  foreground(c, kind, layout, tropical)
}

function foreground(c: Ctx, kind: DemoScene, layout: Layout, tropical: boolean): void {
  const r = c.r
  if (kind === 'house') {
    for (let i = 0, count = int(r, 2, 4); i < count; i++) bush(c, range(r, 20, W - 20), layout.baseY + range(r, 12, 40), range(r, 0.8, 1.2))
    if (chance(r, 0.5)) picketFence(c, -10, W + 10, layout.sidewalkY - 2, W / 2 - 80, W / 2 + 80)
  }
  if (kind !== 'house') streetLamp(c, range(r, 60, 220), layout.sidewalkY + 30, 1.2)
  const side = chance(r, 0.5) ? range(r, 40, 160) : range(r, W - 160, W - 40)
  tree(c, side, layout.sidewalkY + 24, range(r, 1, 1.25), tropical)
}
