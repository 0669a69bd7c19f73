export type Pt = [number, number]

export const n = (v: number): string => String(Math.round(v * 10) / 10)
export const points = (p: Pt[]): string => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')

/**
 * librsvg renders element `opacity` through an offscreen layer, which made scenes several times
 * slower; for single shapes fill/stroke opacity looks identical and costs nothing.
 */
const cheap = (extra: string, attr: 'fill-opacity' | 'stroke-opacity'): string => extra.replace(/(^|\s)opacity=/g, `$1${attr}=`)
const shapeOpacity = (fill: string): 'fill-opacity' | 'stroke-opacity' => (fill === 'none' ? 'stroke-opacity' : 'fill-opacity')

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}" ${cheap(extra, 'fill-opacity')}/>`
export const poly = (p: Pt[], fill: string, extra = ''): string => `<polygon points="${points(p)}" fill="${fill}" ${cheap(extra, shapeOpacity(fill))}/>`
export const circle = (x: number, y: number, rad: number, fill: string, extra = ''): string => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${fill}" ${cheap(extra, 'fill-opacity')}/>`
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${cheap(extra, 'fill-opacity')}/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${cheap(extra, 'stroke-opacity')}/>`
export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}" ${cheap(extra, shapeOpacity(fill))}/>`

/** A ground shadow under a standing thing. */
export const shadow = (x: number, y: number, rx: number, ry: number, opacity: number): string => ellipse(x, y, rx, ry, '#000', `opacity="${opacity}"`)

/**
 * A shape drawn once in its own units and placed by an origin and a scale per axis: `offsets` are
 * flat (dx, dy) pairs, so a car's windows or a fence picket read as the numbers of their outline.
 */
export function placed(x: number, y: number, sx: number, sy: number, offsets: readonly number[]): Pt[] {
  const out: Pt[] = []
  for (let i = 0; i < offsets.length; i += 2) out.push([x + offsets[i] * sx, y + offsets[i + 1] * sy])
  return out
}

/** Two horizontal edges, the top from left0 to right0 at y0, the bottom from left1 to right1 at y1: paths, roofs, rugs, shades. */
export const trapezoid = (y0: number, left0: number, right0: number, y1: number, left1: number, right1: number): Pt[] => [
  [left0, y0],
  [right0, y0],
  [right1, y1],
  [left1, y1],
]

/** The oblique side of a box seen from the front-left: `depth` to the right and `drop` up, from its front edge at x. */
export const sideWall = (x: number, top: number, bottom: number, depth: number, drop: number): Pt[] => [
  [x, top],
  [x + depth, top - drop],
  [x + depth, bottom - drop],
  [x, bottom],
]
