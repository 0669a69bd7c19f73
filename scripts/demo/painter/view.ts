import { darken, jitter, mix } from './colour.ts'
import { clip, linear, type Ctx } from './context.ts'
import { cityRow } from './city.ts'
import { mountainRange } from './landscape.ts'
import { chance, pick, range } from './random.ts'
import { ridge, smoothPath } from './ridges.ts'
import { drawClouds, drawSky, drawSun } from './sky.ts'
import { n, path, rect } from './svg.ts'

/** A framed window onto a small outdoor scene of its own, in the room's light, with curtains. */
export function viewWindow(c: Ctx, x: number, y: number, w: number, h: number): void {
  const r = c.r
  const frame = '#f7f5f0'
  c.out.push(rect(x - 16, y - 16, w + 32, h + 32, frame))
  const inner: string[] = []
  const saved = c.out
  c.out = inner
  drawSky(c, x, y, w, h)
  drawSun(c, x + w * range(r, 0.2, 0.8), y + h * range(r, 0.15, 0.35), 0.5)
  drawClouds(c, x, x + w, y + 30, y + h * 0.4, 0.5, 3)
  const horizon = y + h * range(r, 0.62, 0.72)
  mountainRange(c, x - 20, x + w + 20, horizon + 20, horizon - h * 0.25, horizon - 20, mix('#6f7f99', c.light.haze, 0.4), 1)
  if (chance(r, 0.6)) cityRow(c, x, w, y + h)
  else c.out.push(path(smoothPath(ridge(r, x - 20, x + w + 20, horizon - 10, horizon + 20, 3, 0.5), y + h), '#6f9a4c'))
  c.out = saved
  c.out.push(`<g clip-path="${clip(c, rect(x, y, w, h, '#fff'))}">${inner.join('')}</g>`)
  c.out.push(rect(x, y, w, h, '#ffffff', 'opacity="0.06"'))
  c.out.push(rect(x + w / 2 - 5, y, 10, h, frame))
  c.out.push(rect(x, y + h * 0.68, w, 8, frame))
  curtains(c, x - 16, y - 40, w + 32, h + 70)
}

function curtains(c: Ctx, x: number, y: number, w: number, h: number): void {
  const r = c.r
  const cloth = jitter(r, pick(r, ['#f3efe6', '#d9c9b0', '#b7c4c9', '#c9b3a0', '#a8b89a']), 0.04)
  c.out.push(rect(x - 30, y - 14, w + 60, 10, '#6b6258', 'rx="4"'))
  const fold = darken(cloth, 0.12)
  const folds = linear(
    c,
    [
      [0, cloth],
      [0.25, fold],
      [0.5, cloth],
      [0.75, fold],
      [1, cloth],
    ],
    0,
    0,
    1,
    0,
  )
  const panel = range(r, 70, 100)
  c.out.push(path(`M${n(x - 30)},${n(y - 6)} h${n(panel)} q-20,${n(h * 0.5)} 10,${n(h)} h${n(-panel - 10)} z`, folds))
  c.out.push(path(`M${n(x + w + 30)},${n(y - 6)} h${n(-panel)} q20,${n(h * 0.5)} -10,${n(h)} h${n(panel + 10)} z`, folds))
}
