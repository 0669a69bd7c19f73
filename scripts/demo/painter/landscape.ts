import { mix } from './colour.ts'
import { clip, fade, shade, W, type Ctx } from './context.ts'
import { int, pick, range } from './random.ts'
import { ridge, smoothPath, volcanoes } from './ridges.ts'
import { path, poly, type Pt } from './svg.ts'

export function mountainRange(c: Ctx, x0: number, x1: number, baseY: number, minY: number, maxY: number, color: string, cones: number): void {
  const rugged = ridge(c.r, x0, x1, minY, maxY, 6, 0.52)
  const ruggedTop = Math.min(...rugged.map(([, y]) => y))
  const crest = cones > 0 ? volcanoes(c.r, rugged, cones, baseY, ruggedTop - range(c.r, 90, 140), ruggedTop - 70) : rugged
  const shape: Pt[] = [...crest, [x1, baseY], [x0, baseY]]
  const l = c.light
  c.out.push(poly(shape, fade(c, mix(color, l.haze, 0.1), mix(color, l.haze, 0.55))))
  if (cones === 0) return
  // The snowline stays above the rest of the ridge so only the volcano tops turn white. Building the
  // cap from the crest itself avoids a clip path, which librsvg renders through a full-size mask.
  const peak = Math.min(...crest.map(([, y]) => y))
  const snowLine = Math.min(peak + range(c.r, 35, 60), ruggedTop - 10)
  const lower = crest.map(([x, y]): Pt => [x, Math.max(y, snowLine + range(c.r, -8, 14))])
  c.out.push(poly([...crest, ...lower.reverse()], mix('#ffffff', l.haze, 0.15)))
}

function hills(c: Ctx, x0: number, x1: number, bottom: number, minY: number, maxY: number, color: string): string {
  const crest = ridge(c.r, x0, x1, minY, maxY, 3, 0.5)
  const d = smoothPath(crest, bottom)
  c.out.push(path(d, shade(c, color, 0.08, 0.12)))
  return d
}

/** Patchwork fields on a hillside: the farmland quilt typical of Andean valleys. */
function patchwork(c: Ctx, hillPath: string, x0: number, x1: number, top: number, bottom: number): void {
  const r = c.r
  const colors = ['#7fa653', '#9bb860', '#c9b56a', '#6d9a4a', '#b3a152', '#8fae5a', '#a7c07a']
  const parts: string[] = []
  let x = x0
  while (x < x1) {
    const w = range(r, 60, 160)
    const slant = range(r, -60, 60)
    let y = top
    while (y < bottom) {
      const h = range(r, 18, 45)
      const col = mix(pick(r, colors), c.light.haze, 0.4)
      const field: Pt[] = [
        [x, y],
        [x + w, y + slant * 0.1],
        [x + w + slant * 0.2, y + h + slant * 0.1],
        [x + slant * 0.2, y + h],
      ]
      parts.push(poly(field, col, 'stroke="#5f7d3a" stroke-opacity="0.25"'))
      y += h
    }
    x += w
  }
  c.out.push(`<g clip-path="${clip(c, path(hillPath, '#fff'))}">${parts.join('')}</g>`)
}

/** Two mountain ranges, the far one perhaps with volcanoes, and green hills in front, perhaps farmed. */
export function landscape(c: Ctx, horizon: number, farmland: boolean): void {
  const l = c.light
  const r = c.r
  const far = mix(pick(r, ['#6f7f99', '#7a8297', '#6b7b8f', '#84899a']), l.haze, 0.35)
  mountainRange(c, -40, W + 40, horizon + 10, horizon - range(r, 190, 230), horizon - 80, far, int(r, 0, 2))
  const near = mix(pick(r, ['#55684f', '#4f6150', '#5f6d4e', '#62705a']), l.haze, 0.25)
  mountainRange(c, -40, W + 40, horizon + 10, horizon - range(r, 120, 170), horizon - 30, near, 0)
  const hillColor = mix(pick(r, ['#6f9a4c', '#7aa352', '#668f48', '#84a85a']), l.haze, 0.2)
  const hill = hills(c, -40, W + 40, horizon + 60, horizon - 60, horizon + 10, hillColor)
  if (farmland) patchwork(c, hill, -40, W + 40, horizon - 70, horizon + 60)
}
