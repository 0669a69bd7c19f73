import sharp from 'sharp'
import { seededRandom } from '../seededRandom.ts'

/**
 * Illustrated stand-in photos for the demo catalogue, drawn as SVG in code (no network, no assets,
 * no fonts, hence no <text>), yet every (seed, scene) pair looks like its own picture. Run once by
 * paint-images.ts; the seed reads the committed WebP files, not this code.
 */
export type DemoScene = 'house' | 'apartment' | 'land' | 'office' | 'commercial' | 'interior'

const W = 1280
const H = 853

type Rng = () => number
type Pt = [number, number]
type Stop = [offset: number, color: string, opacity?: number]
type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk'

interface Light {
  time: TimeOfDay
  skyTop: string
  skyHorizon: string
  sun: string
  sunX: number
  sunY: number
  sunR: number
  cloud: string
  cloudShade: string
  /** What distant things fade into: gives depth without real atmospheric rendering. */
  haze: string
  tint: string
  tintOpacity: number
  /** At dusk most windows glow, which is what makes that time of day read as dusk. */
  lit: boolean
}

interface Ctx {
  r: Rng
  light: Light
  defs: string[]
  out: string[]
  nextId: number
  gradients: Map<string, string>
}

// ---------------------------------------------------------------- randomness

/** mulberry32: tiny, fast and good enough to make seeds look unrelated. */
const mulberry32: (seed: number) => Rng = seededRandom

/** Mixes the scene into the seed so seed 7 as a house and as an office do not share a sky. */
function sceneSeed(seed: number, kind: DemoScene): number {
  let h = 2166136261 ^ seed
  for (const ch of kind) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0
}

const range = (r: Rng, min: number, max: number): number => min + (max - min) * r()
const int = (r: Rng, min: number, max: number): number => Math.floor(range(r, min, max + 1))
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]
const chance = (r: Rng, p: number): boolean => r() < p

// ---------------------------------------------------------------- colour

function rgb(color: string): [number, number, number] {
  const v = parseInt(color.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a)
  const [br, bg, bb] = rgb(b)
  const ch = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`
}

const darken = (c: string, t: number): string => mix(c, '#000000', t)
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)

/** Nudges a palette colour so two listings with the same palette entry still differ. */
function jitter(r: Rng, c: string, amount = 0.12): string {
  const t = range(r, -amount, amount)
  return t < 0 ? darken(c, -t) : lighten(c, t)
}

// ---------------------------------------------------------------- svg primitives

const n = (v: number): string => String(Math.round(v * 10) / 10)
const points = (p: Pt[]): string => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')

function uid(c: Ctx, prefix: string): string {
  c.nextId += 1
  return `${prefix}${c.nextId}`
}

function stops(list: Stop[]): string {
  return list.map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('')
}

/** Gradients are in bounding-box units, so one definition can be reused by shapes of any size. */
function linear(c: Ctx, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const key = `l${x1},${y1},${x2},${y2}:${JSON.stringify(list)}`
  const known = c.gradients.get(key)
  if (known) return known
  const id = uid(c, 'g')
  c.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`)
  c.gradients.set(key, `url(#${id})`)
  return `url(#${id})`
}

function radial(c: Ctx, list: Stop[], cx = 0.5, cy = 0.5, rad = 0.5): string {
  const key = `r${cx},${cy},${rad}:${JSON.stringify(list)}`
  const known = c.gradients.get(key)
  if (known) return known
  const id = uid(c, 'g')
  c.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rad}">${stops(list)}</radialGradient>`)
  c.gradients.set(key, `url(#${id})`)
  return `url(#${id})`
}

function clip(c: Ctx, shape: string): string {
  const id = uid(c, 'c')
  c.defs.push(`<clipPath id="${id}">${shape}</clipPath>`)
  return `url(#${id})`
}

/**
 * librsvg renders element `opacity` through an offscreen layer, which made scenes several times
 * slower; for single shapes fill/stroke opacity looks identical and costs nothing.
 */
const cheap = (extra: string, attr: 'fill-opacity' | 'stroke-opacity'): string => extra.replace(/(^|\s)opacity=/g, `$1${attr}=`)

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}" ${cheap(extra, 'fill-opacity')}/>`
const poly = (p: Pt[], fill: string, extra = ''): string => `<polygon points="${points(p)}" fill="${fill}" ${cheap(extra, fill === 'none' ? 'stroke-opacity' : 'fill-opacity')}/>`
const circle = (x: number, y: number, rad: number, fill: string, extra = ''): string => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${fill}" ${cheap(extra, 'fill-opacity')}/>`
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${cheap(extra, 'fill-opacity')}/>`
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${cheap(extra, 'stroke-opacity')}/>`
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}" ${cheap(extra, fill === 'none' ? 'stroke-opacity' : 'fill-opacity')}/>`

// ---------------------------------------------------------------- light and sky

function pickLight(r: Rng): Light {
  const roll = r()
  const time: TimeOfDay = roll < 0.3 ? 'morning' : roll < 0.68 ? 'noon' : roll < 0.9 ? 'golden' : 'dusk'
  const sunX = range(r, 140, W - 140)
  switch (time) {
    case 'morning':
      return {
        time,
        sunX,
        sunY: range(r, 170, 260),
        sunR: 34,
        skyTop: jitter(r, '#4f8fd6', 0.08),
        skyHorizon: jitter(r, '#d8ecfb', 0.04),
        sun: '#fff6d8',
        cloud: '#ffffff',
        cloudShade: '#d7e2ef',
        haze: '#c9dcee',
        tint: '#fff2d0',
        tintOpacity: 0.05,
        lit: false,
      }
    case 'noon':
      return {
        time,
        sunX,
        sunY: range(r, 70, 150),
        sunR: 30,
        skyTop: jitter(r, '#2f78d0', 0.08),
        skyHorizon: jitter(r, '#b5dbf7', 0.05),
        sun: '#ffffff',
        cloud: '#ffffff',
        cloudShade: '#dbe5f0',
        haze: '#bcd6ee',
        tint: '#ffffff',
        tintOpacity: 0,
        lit: false,
      }
    case 'golden':
      return {
        time,
        sunX,
        sunY: range(r, 250, 330),
        sunR: 40,
        skyTop: jitter(r, '#4a72b5', 0.08),
        skyHorizon: jitter(r, '#f8c98e', 0.05),
        sun: '#fff0b8',
        cloud: '#fde6cf',
        cloudShade: '#e8b59a',
        haze: '#e9c7a8',
        tint: '#ff9a3c',
        tintOpacity: 0.08,
        lit: chance(r, 0.3),
      }
    case 'dusk':
      return {
        time,
        sunX,
        sunY: range(r, 330, 380),
        sunR: 46,
        skyTop: jitter(r, '#2d3468', 0.06),
        skyHorizon: jitter(r, '#f39a6b', 0.05),
        sun: '#ffd08a',
        cloud: '#c98aa0',
        cloudShade: '#8d6488',
        haze: '#b78a95',
        tint: '#5a3a8a',
        tintOpacity: 0.1,
        lit: true,
      }
  }
}

function drawSky(c: Ctx, x: number, y: number, w: number, h: number): void {
  const l = c.light
  const mid = mix(l.skyTop, l.skyHorizon, 0.55)
  c.out.push(
    rect(
      x,
      y,
      w,
      h,
      linear(c, [
        [0, l.skyTop],
        [0.6, mid],
        [1, l.skyHorizon],
      ]),
    ),
  )
}

function drawSun(c: Ctx, x: number, y: number, scale: number): void {
  const l = c.light
  const glow = radial(c, [
    [0, l.sun, 0.9],
    [0.25, l.sun, 0.45],
    [1, l.sun, 0],
  ])
  c.out.push(circle(x, y, l.sunR * 5 * scale, glow))
  c.out.push(circle(x, y, l.sunR * scale, l.sun))
}

function cloud(c: Ctx, x: number, y: number, s: number): void {
  const r = c.r
  const l = c.light
  const puffs: string[] = []
  const count = int(r, 4, 7)
  const width = 190 * s
  for (let i = 0; i < count; i++) {
    const px = x + (i / (count - 1) - 0.5) * width
    const centre = 1 - Math.abs(i / (count - 1) - 0.5) * 1.4
    const rad = (26 + 30 * centre + range(r, -6, 10)) * s
    puffs.push(circle(px, y - rad * 0.45, rad, l.cloud))
  }
  const base = ellipse(x, y + 8 * s, width * 0.62, 20 * s, l.cloudShade)
  c.out.push(`<g opacity="${n(range(r, 0.75, 0.95))}">${base}${puffs.join('')}${ellipse(x, y + 2 * s, width * 0.55, 18 * s, l.cloud)}</g>`)
}

function drawClouds(c: Ctx, x0: number, x1: number, y0: number, y1: number, scale: number, maxCount: number): void {
  const count = int(c.r, 1, maxCount)
  for (let i = 0; i < count; i++) {
    const s = range(c.r, 0.5, 1.15) * scale
    cloud(c, range(c.r, x0, x1), range(c.r, y0, y1), s)
  }
}

// ---------------------------------------------------------------- landscape

/** Midpoint displacement gives the jagged, uneven ridgelines of the Andes cheaply. */
function ridge(r: Rng, x0: number, x1: number, minY: number, maxY: number, levels: number, rough: number): Pt[] {
  const count = 2 ** levels
  const ys: number[] = new Array(count + 1).fill(0)
  ys[0] = range(r, minY, maxY)
  ys[count] = range(r, minY, maxY)
  let step = count
  let amp = (maxY - minY) * 1.1
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < count; i += step) ys[i] = (ys[i - half] + ys[i + half]) / 2 + (r() - 0.5) * amp
    amp *= rough
    step = half
  }
  return ys.map((y, i) => [x0 + ((x1 - x0) * i) / count, Math.min(maxY + 30, Math.max(minY - 40, y))])
}

/** Snow-capped cones over a rugged ridge: the Cotopaxi/Chimborazo skyline of an Andean valley. */
function volcanoes(r: Rng, crest: Pt[], count: number, baseY: number, peakMin: number, peakMax: number): Pt[] {
  let out = crest
  for (let i = 0; i < count; i++) {
    const cx = range(r, crest[0][0] + 120, crest[crest.length - 1][0] - 120)
    const peak = range(r, peakMin, peakMax)
    const half = range(r, 260, 420)
    const flat = range(r, 10, 28)
    out = out.map(([x, y]) => {
      const d = Math.max(0, Math.abs(x - cx) - flat) / half
      const cone = peak + Math.pow(d, 1.25) * (baseY - peak) + range(r, -4, 4)
      return [x, Math.min(y, cone)]
    })
  }
  return out
}

function mountainRange(c: Ctx, x0: number, x1: number, baseY: number, minY: number, maxY: number, color: string, cones: number): void {
  const rugged = ridge(c.r, x0, x1, minY, maxY, 6, 0.52)
  const ruggedTop = Math.min(...rugged.map(([, y]) => y))
  const crest = cones > 0 ? volcanoes(c.r, rugged, cones, baseY, ruggedTop - range(c.r, 90, 140), ruggedTop - 70) : rugged
  const shape: Pt[] = [...crest, [x1, baseY], [x0, baseY]]
  const l = c.light
  const fill = linear(c, [
    [0, mix(color, l.haze, 0.1)],
    [1, mix(color, l.haze, 0.55)],
  ])
  c.out.push(poly(shape, fill))
  if (cones === 0) return
  // The snowline stays above the rest of the ridge so only the volcano tops turn white. Building the
  // cap from the crest itself avoids a clip path, which librsvg renders through a full-size mask.
  const peak = Math.min(...crest.map(([, y]) => y))
  const snowLine = Math.min(peak + range(c.r, 35, 60), ruggedTop - 10)
  const lower = crest.map(([x, y]): Pt => [x, Math.max(y, snowLine + range(c.r, -8, 14))])
  c.out.push(poly([...crest, ...lower.reverse()], mix('#ffffff', l.haze, 0.15)))
}

function smoothPath(p: Pt[], bottom: number): string {
  let d = `M${n(p[0][0])},${n(bottom)} L${n(p[0][0])},${n(p[0][1])}`
  for (let i = 1; i < p.length - 1; i++) {
    const mx = (p[i][0] + p[i + 1][0]) / 2
    const my = (p[i][1] + p[i + 1][1]) / 2
    d += ` Q${n(p[i][0])},${n(p[i][1])} ${n(mx)},${n(my)}`
  }
  const last = p[p.length - 1]
  return `${d} L${n(last[0])},${n(last[1])} L${n(last[0])},${n(bottom)} Z`
}

function hills(c: Ctx, x0: number, x1: number, bottom: number, minY: number, maxY: number, color: string): string {
  const crest = ridge(c.r, x0, x1, minY, maxY, 3, 0.5)
  const d = smoothPath(crest, bottom)
  c.out.push(
    path(
      d,
      linear(c, [
        [0, lighten(color, 0.08)],
        [1, darken(color, 0.12)],
      ]),
    ),
  )
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
      parts.push(
        poly(
          [
            [x, y],
            [x + w, y + slant * 0.1],
            [x + w + slant * 0.2, y + h + slant * 0.1],
            [x + slant * 0.2, y + h],
          ],
          col,
          'stroke="#5f7d3a" stroke-opacity="0.25"',
        ),
      )
      y += h
    }
    x += w
  }
  c.out.push(`<g clip-path="${clip(c, path(hillPath, '#fff'))}">${parts.join('')}</g>`)
}

function landscape(c: Ctx, horizon: number, farmland: boolean): void {
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

/** A hazy skyline behind city scenes so towers do not float alone in the countryside. */
function skyline(c: Ctx, baseY: number, avoidX: number, avoidW: number): void {
  const r = c.r
  const l = c.light
  let x = -20
  while (x < W) {
    const w = range(r, 50, 120)
    const h = range(r, 60, 230)
    const centre = x + w / 2
    const nearTower = Math.abs(centre - avoidX) < avoidW / 2
    if (!nearTower || chance(r, 0.4)) {
      const col = mix(pick(r, ['#8a96a8', '#9a9488', '#7f8ea0', '#a39f98']), l.haze, 0.5)
      c.out.push(rect(x, baseY - h, w, h, col))
      const winCol = l.lit ? '#ffe7a8' : lighten(col, 0.18)
      for (let wy = baseY - h + 10; wy < baseY - 14; wy += 16) {
        for (let wx = x + 8; wx < x + w - 12; wx += 14) if (chance(r, l.lit ? 0.45 : 0.8)) c.out.push(rect(wx, wy, 6, 8, winCol, 'opacity="0.7"'))
      }
    }
    x += w + range(r, -10, 20)
  }
}

// ---------------------------------------------------------------- vegetation

function roundTree(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const green = jitter(r, pick(r, ['#3f7a3a', '#4b8a3f', '#356b34', '#58923f']), 0.1)
  const height = range(r, 150, 210) * s
  c.out.push(ellipse(x, baseY, 55 * s, 10 * s, '#000', 'opacity="0.18"'))
  c.out.push(
    poly(
      [
        [x - 8 * s, baseY],
        [x + 8 * s, baseY],
        [x + 4 * s, baseY - height * 0.6],
        [x - 4 * s, baseY - height * 0.6],
      ],
      '#6b4a2f',
    ),
  )
  const cy = baseY - height * 0.72
  const rad = range(r, 55, 75) * s
  const puffs = int(r, 5, 8)
  for (let i = 0; i < puffs; i++) {
    const a = (i / puffs) * Math.PI * 2
    c.out.push(circle(x + Math.cos(a) * rad * 0.6, cy + Math.sin(a) * rad * 0.45, rad * range(r, 0.5, 0.7), darken(green, 0.12)))
  }
  c.out.push(circle(x, cy, rad * 0.75, green))
  const sunSide = c.light.sunX < x ? -1 : 1
  c.out.push(circle(x + sunSide * rad * 0.3, cy - rad * 0.3, rad * 0.4, lighten(green, 0.18), 'opacity="0.8"'))
}

function palm(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const height = range(r, 220, 300) * s
  const lean = range(r, -45, 45) * s
  const tx = x + lean
  const ty = baseY - height
  const trunk = `M${n(x - 9 * s)},${n(baseY)} Q${n(x + lean * 0.15 - 6 * s)},${n(baseY - height * 0.5)} ${n(tx - 4 * s)},${n(ty)} L${n(tx + 4 * s)},${n(ty)} Q${n(x + lean * 0.15 + 6 * s)},${n(baseY - height * 0.5)} ${n(x + 9 * s)},${n(baseY)} Z`
  c.out.push(ellipse(x, baseY, 40 * s, 8 * s, '#000', 'opacity="0.15"'))
  c.out.push(
    path(
      trunk,
      linear(
        c,
        [
          [0, '#8a6a46'],
          [1, '#6a4e33'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  const green = pick(r, ['#3d8a3f', '#2f7a3a', '#4a9444'])
  const fronds = int(r, 7, 10)
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI + (i / (fronds - 1)) * Math.PI + range(r, -0.15, 0.15)
    const len = range(r, 80, 120) * s
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len * 0.45 + len * 0.45
    const cx = tx + Math.cos(a) * len * 0.55
    const cy = ty + Math.sin(a) * len * 0.55 - 22 * s
    const d = `M${n(tx)},${n(ty)} Q${n(cx)},${n(cy - 10 * s)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + 12 * s)} ${n(tx)},${n(ty)} Z`
    c.out.push(path(d, i % 2 ? green : darken(green, 0.15)))
  }
  for (let i = 0; i < 3; i++) c.out.push(circle(tx + (i - 1) * 7 * s, ty + 8 * s, 6 * s, '#7a5a2a'))
}

function pine(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const green = jitter(r, pick(r, ['#2f5e3a', '#2b5433', '#3a6a40']), 0.08)
  const height = range(r, 170, 240) * s
  c.out.push(rect(x - 5 * s, baseY - 30 * s, 10 * s, 30 * s, '#5a3e28'))
  const tiers = 4
  for (let i = 0; i < tiers; i++) {
    const top = baseY - height + (i * height) / (tiers + 1)
    const half = (22 + i * 14) * s
    c.out.push(
      poly(
        [
          [x, top],
          [x + half, top + height / 3],
          [x - half, top + height / 3],
        ],
        i % 2 ? green : darken(green, 0.08),
      ),
    )
  }
}

function bush(c: Ctx, x: number, baseY: number, s: number): void {
  const r = c.r
  const green = jitter(r, pick(r, ['#4c8a3c', '#5a9842', '#3f7a36']), 0.1)
  c.out.push(ellipse(x - 20 * s, baseY - 16 * s, 28 * s, 20 * s, darken(green, 0.1)))
  c.out.push(ellipse(x + 18 * s, baseY - 15 * s, 26 * s, 18 * s, darken(green, 0.05)))
  c.out.push(ellipse(x, baseY - 24 * s, 30 * s, 24 * s, green))
  if (chance(r, 0.4)) {
    const bloom = pick(r, ['#e85d8a', '#f4c542', '#ffffff', '#c65bd6'])
    for (let i = 0; i < 6; i++) c.out.push(circle(x + range(r, -35, 35) * s, baseY - range(r, 10, 38) * s, 3.5 * s, bloom))
  }
}

function tree(c: Ctx, x: number, baseY: number, s: number, tropical: boolean): void {
  if (tropical && chance(c.r, 0.7)) return palm(c, x, baseY, s)
  if (chance(c.r, 0.25)) return pine(c, x, baseY, s)
  roundTree(c, x, baseY, s)
}

// ---------------------------------------------------------------- ground, street, street furniture

function lawn(c: Ctx, top: number, bottom: number): void {
  const base = mix(jitter(c.r, '#6aa04a', 0.08), c.light.haze, 0.1)
  c.out.push(
    rect(
      0,
      top,
      W,
      bottom - top,
      linear(c, [
        [0, lighten(base, 0.05)],
        [1, darken(base, 0.15)],
      ]),
    ),
  )
}

function street(c: Ctx, sidewalkY: number, roadY: number): void {
  const r = c.r
  const walk = jitter(r, '#cfc8bb', 0.05)
  c.out.push(
    rect(
      0,
      sidewalkY,
      W,
      roadY - sidewalkY,
      linear(c, [
        [0, lighten(walk, 0.05)],
        [1, darken(walk, 0.08)],
      ]),
    ),
  )
  for (let x = range(r, 0, 60); x < W; x += 90) c.out.push(line(x, sidewalkY, x - 12, roadY, darken(walk, 0.15), 1.5))
  c.out.push(rect(0, roadY - 6, W, 8, '#9d978c'))
  const asphalt = jitter(r, '#55575c', 0.06)
  c.out.push(
    rect(
      0,
      roadY + 2,
      W,
      H - roadY,
      linear(c, [
        [0, asphalt],
        [1, darken(asphalt, 0.2)],
      ]),
    ),
  )
  const laneY = roadY + (H - roadY) * 0.55
  const dash = chance(r, 0.5) ? '#f2f2ea' : '#e8c547'
  for (let x = range(r, -40, 0); x < W; x += 120) c.out.push(rect(x, laneY, 64, 6, dash, 'opacity="0.85"'))
  const farX = range(r, 40, W - 300)
  if (chance(r, 0.65)) car(c, farX, roadY + range(r, 40, 50), range(r, 0.9, 1))
  // The second car goes well clear of the first so the two never look stacked.
  const nearX = (farX + range(r, 420, 700)) % (W - 260)
  if (chance(r, 0.35)) car(c, nearX, laneY + range(r, 40, 46), range(r, 1.05, 1.15))
}

function car(c: Ctx, x: number, groundY: number, s: number): void {
  const r = c.r
  const paint = pick(r, ['#c0392b', '#2c6fbb', '#e8e8e8', '#2d2d2d', '#8a9aa8', '#d4a017', '#1f7a5c'])
  const glass = linear(c, [
    [0, '#9fc3de'],
    [1, '#3d5366'],
  ])
  c.out.push(ellipse(x + 95 * s, groundY, 105 * s, 9 * s, '#000', 'opacity="0.3"'))
  c.out.push(
    poly(
      [
        [x + 42 * s, groundY - 40 * s],
        [x + 66 * s, groundY - 68 * s],
        [x + 132 * s, groundY - 68 * s],
        [x + 158 * s, groundY - 40 * s],
      ],
      darken(paint, 0.1),
    ),
  )
  c.out.push(
    poly(
      [
        [x + 52 * s, groundY - 40 * s],
        [x + 70 * s, groundY - 62 * s],
        [x + 97 * s, groundY - 62 * s],
        [x + 97 * s, groundY - 40 * s],
      ],
      glass,
    ),
  )
  c.out.push(
    poly(
      [
        [x + 103 * s, groundY - 40 * s],
        [x + 103 * s, groundY - 62 * s],
        [x + 128 * s, groundY - 62 * s],
        [x + 148 * s, groundY - 40 * s],
      ],
      glass,
    ),
  )
  c.out.push(
    rect(
      x,
      groundY - 42 * s,
      192 * s,
      30 * s,
      linear(c, [
        [0, lighten(paint, 0.12)],
        [1, darken(paint, 0.15)],
      ]),
      `rx="${n(11 * s)}"`,
    ),
  )
  c.out.push(rect(x + 182 * s, groundY - 36 * s, 9 * s, 7 * s, '#fff6c8', `rx="${n(2 * s)}"`))
  c.out.push(rect(x + 1 * s, groundY - 36 * s, 7 * s, 7 * s, '#d8342a', `rx="${n(2 * s)}"`))
  for (const wx of [x + 42 * s, x + 152 * s]) {
    c.out.push(circle(wx, groundY - 12 * s, 16 * s, '#1c1c1e'))
    c.out.push(circle(wx, groundY - 12 * s, 7 * s, '#9aa0a6'))
  }
}

function streetLamp(c: Ctx, x: number, baseY: number, s: number): void {
  const pole = '#3b3f45'
  c.out.push(rect(x - 3 * s, baseY - 190 * s, 6 * s, 190 * s, pole))
  c.out.push(path(`M${n(x)},${n(baseY - 188 * s)} q${n(0)},${n(-16 * s)} ${n(30 * s)},${n(-16 * s)}`, 'none', `stroke="${pole}" stroke-width="${n(5 * s)}"`))
  c.out.push(rect(x + 22 * s, baseY - 210 * s, 26 * s, 9 * s, pole, `rx="${n(3 * s)}"`))
  if (c.light.lit)
    c.out.push(
      circle(
        x + 35 * s,
        baseY - 198 * s,
        40 * s,
        radial(c, [
          [0, '#ffe9a8', 0.8],
          [1, '#ffe9a8', 0],
        ]),
      ),
    )
}

// ---------------------------------------------------------------- building parts

function glassFill(c: Ctx, lit: boolean): string {
  if (lit)
    return linear(c, [
      [0, '#ffe6a0'],
      [1, '#f3b35c'],
    ])
  const l = c.light
  return linear(c, [
    [0, mix(l.skyHorizon, '#ffffff', 0.3)],
    [0.45, mix(l.skyTop, '#7a97b0', 0.4)],
    [1, '#34475a'],
  ])
}

interface WindowStyle {
  frame: string
  mullions: 0 | 1 | 2
  shutters: string | null
  sill: boolean
}

function windowAt(c: Ctx, x: number, y: number, w: number, h: number, style: WindowStyle): void {
  const lit = c.light.lit && chance(c.r, 0.7)
  const f = 5
  if (style.shutters) {
    c.out.push(rect(x - w * 0.42 - f, y - f, w * 0.42, h + 2 * f, style.shutters))
    c.out.push(rect(x + w + f, y - f, w * 0.42, h + 2 * f, style.shutters))
  }
  c.out.push(rect(x - f, y - f, w + 2 * f, h + 2 * f, style.frame))
  c.out.push(rect(x, y, w, h, glassFill(c, lit)))
  if (!lit)
    c.out.push(
      poly(
        [
          [x + w * 0.15, y + h],
          [x + w * 0.55, y],
          [x + w * 0.75, y],
          [x + w * 0.35, y + h],
        ],
        '#ffffff',
        'opacity="0.16"',
      ),
    )
  if (style.mullions >= 1) c.out.push(rect(x + w / 2 - 2, y, 4, h, style.frame))
  if (style.mullions === 2) c.out.push(rect(x, y + h * 0.4 - 2, w, 4, style.frame))
  if (style.sill) c.out.push(rect(x - f - 6, y + h + f, w + 2 * f + 12, 7, darken(style.frame, 0.12)))
}

function door(c: Ctx, x: number, baseY: number, w: number, h: number, color: string): void {
  c.out.push(rect(x - 6, baseY - h - 6, w + 12, h + 6, '#efe9df'))
  c.out.push(
    rect(
      x,
      baseY - h,
      w,
      h,
      linear(
        c,
        [
          [0, lighten(color, 0.1)],
          [1, darken(color, 0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  c.out.push(rect(x + w * 0.15, baseY - h * 0.9, w * 0.7, h * 0.35, darken(color, 0.15), 'rx="2"'))
  c.out.push(rect(x + w * 0.15, baseY - h * 0.48, w * 0.7, h * 0.38, darken(color, 0.15), 'rx="2"'))
  c.out.push(circle(x + w * 0.82, baseY - h * 0.5, 3.5, '#d9b44a'))
  c.out.push(rect(x - 14, baseY, w + 28, 8, '#bdb5a8'))
}

const FACADES = ['#f1ebe0', '#efe2c8', '#e8d3b0', '#d98f5c', '#c7d3d9', '#e9c46a', '#b8c9a8', '#f3f1ec', '#d6c2a8', '#e7b7a0']
const ROOFS = ['#a8452c', '#b5533a', '#8d3b2a', '#4a4f57', '#5b4a42']

// ---------------------------------------------------------------- house

function drawHouse(c: Ctx, baseY: number): void {
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

  c.out.push(ellipse(x + w / 2 + 30, baseY + 4, w * 0.65, 14, '#000', 'opacity="0.18"'))
  // Oblique side wall: cheap depth that still reads as a 3D house.
  c.out.push(
    poly(
      [
        [x + w, top],
        [x + w + depth, top - sideDrop],
        [x + w + depth, baseY - sideDrop],
        [x + w, baseY],
      ],
      darken(facade, 0.22),
    ),
  )
  c.out.push(
    rect(
      x,
      top,
      w,
      baseY - top,
      linear(c, [
        [0, lighten(facade, 0.04)],
        [1, darken(facade, 0.06)],
      ]),
    ),
  )
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
  if (chance(r, 0.5))
    c.out.push(
      poly(
        [
          [dx - 20, baseY - 122],
          [dx + dw + 20, baseY - 122],
          [dx + dw + 30, baseY - 110],
          [dx - 30, baseY - 110],
        ],
        darken(roofColor, 0.05),
      ),
    )
  frontPath(c, dx + dw / 2, baseY)
}

function frontPath(c: Ctx, cx: number, baseY: number): void {
  c.out.push(
    poly(
      [
        [cx - 32, baseY + 8],
        [cx + 32, baseY + 8],
        [cx + 60, baseY + 40],
        [cx - 60, baseY + 40],
      ],
      '#d9d0c0',
    ),
  )
}

function drawRoof(c: Ctx, style: 'gable' | 'hip' | 'flat', x: number, top: number, w: number, depth: number, drop: number, color: string, facade: string): void {
  const r = c.r
  if (style === 'flat') {
    c.out.push(
      poly(
        [
          [x - 20, top],
          [x + w + 20, top],
          [x + w + 20 + depth, top - drop],
          [x - 20 + depth, top - drop],
        ],
        darken(facade, 0.1),
      ),
    )
    c.out.push(rect(x - 20, top - 14, w + 40, 16, darken(facade, 0.3)))
    if (chance(r, 0.6)) c.out.push(rect(x + w * range(r, 0.05, 0.5), top + 12, w * 0.28, 110, jitter(r, '#9a6a42', 0.06), 'opacity="0.9"'))
    return
  }
  const rise = style === 'gable' ? w * 0.3 : range(r, 70, 100)
  const tiles = linear(c, [
    [0, lighten(color, 0.1)],
    [1, darken(color, 0.1)],
  ])
  if (style === 'gable') {
    const apex: Pt = [x + w / 2, top - rise]
    c.out.push(poly([apex, [apex[0] + depth, apex[1] - drop], [x + w + 14 + depth, top + 6 - drop], [x + w + 14, top + 6]], darken(color, 0.2)))
    c.out.push(poly([[x - 4, top], apex, [x + w + 4, top]], facade))
    c.out.push(poly([[x - 18, top + 8], apex, [x + w + 18, top + 8], [x + w + 4, top + 8], apex, [x - 4, top + 8]], tiles, `stroke="${darken(color, 0.2)}" stroke-width="14" stroke-linejoin="round"`))
    c.out.push(circle(apex[0], top - rise * 0.45, 16, glassFill(c, c.light.lit), `stroke="#f7f4ee" stroke-width="5"`))
    return
  }
  const inset = range(r, 60, 110)
  c.out.push(
    poly(
      [
        [x + w + 18, top + 6],
        [x + w + 18 + depth, top + 6 - drop],
        [x + w - inset + depth * 0.5, top - rise - drop * 0.5],
        [x + w - inset, top - rise],
      ],
      darken(color, 0.22),
    ),
  )
  c.out.push(
    poly(
      [
        [x - 18, top + 6],
        [x + w + 18, top + 6],
        [x + w - inset, top - rise],
        [x + inset, top - rise],
      ],
      tiles,
    ),
  )
  for (let y = top - rise + 12; y < top; y += 12) c.out.push(line(x - 10, y, x + w + 10, y, darken(color, 0.15), 1.2, 'opacity="0.5"'))
  if (chance(r, 0.4)) c.out.push(rect(x + w * 0.7, top - rise - 30, 26, 50, darken(color, 0.3)))
}

function garage(c: Ctx, x: number, baseY: number, facade: string, roof: string): void {
  const w = 170
  const h = 120
  c.out.push(rect(x, baseY - h, w, h, darken(facade, 0.05)))
  c.out.push(rect(x - 8, baseY - h - 12, w + 16, 14, darken(roof, 0.1)))
  c.out.push(rect(x + 18, baseY - h + 26, w - 36, h - 26, '#e4e0d8'))
  for (let y = baseY - h + 40; y < baseY; y += 14) c.out.push(line(x + 18, y, x + w - 18, y, '#b9b3a8', 2))
  c.out.push(
    poly(
      [
        [x + 10, baseY],
        [x + w - 10, baseY],
        [x + w + 30, baseY + 40],
        [x - 10, baseY + 40],
      ],
      '#bdb6aa',
    ),
  )
}

function picketFence(c: Ctx, x0: number, x1: number, baseY: number, gapFrom: number, gapTo: number): void {
  const color = '#f4f1ea'
  for (let x = x0; x < x1; x += 18) {
    if (x > gapFrom && x < gapTo) continue
    c.out.push(
      poly(
        [
          [x, baseY],
          [x, baseY - 44],
          [x + 5, baseY - 52],
          [x + 10, baseY - 44],
          [x + 10, baseY],
        ],
        color,
        'stroke="#c9c3b8" stroke-width="1"',
      ),
    )
  }
  for (const y of [baseY - 36, baseY - 16]) {
    c.out.push(rect(x0, y, Math.max(0, gapFrom - x0), 5, color))
    c.out.push(rect(gapTo, y, Math.max(0, x1 - gapTo), 5, color))
  }
}

// ---------------------------------------------------------------- tower helpers

function towerSide(c: Ctx, x: number, top: number, w: number, baseY: number, depth: number, color: string): void {
  c.out.push(
    poly(
      [
        [x + w, top],
        [x + w + depth, top - depth * 0.4],
        [x + w + depth, baseY - depth * 0.4],
        [x + w, baseY],
      ],
      color,
    ),
  )
}

function drawApartment(c: Ctx, baseY: number): void {
  const r = c.r
  const floors = int(r, 13, 18)
  const floorH = range(r, 29, 33)
  const w = range(r, 290, 380)
  const x = W / 2 - w / 2 + range(r, -220, 220)
  const top = baseY - floors * floorH - 40
  const body = jitter(r, pick(r, ['#ece6da', '#d9d4cc', '#e6d2b8', '#c9ccd1', '#efe9e1', '#d7c4a6']), 0.04)
  const depth = range(r, 70, 100)
  towerSide(c, x, top, w, baseY, depth, darken(body, 0.25))
  for (let f = 0; f < floors; f++) {
    const y = top + 20 + f * floorH
    c.out.push(line(x + w, y + floorH, x + w + depth, y + floorH - depth * 0.4, darken(body, 0.35), 2))
  }
  c.out.push(
    rect(
      x,
      top,
      w,
      baseY - top,
      linear(
        c,
        [
          [0, lighten(body, 0.05)],
          [1, darken(body, 0.08)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  const cols = int(r, 4, 6)
  const colW = w / cols
  const balconies = chance(r, 0.7)
  const accent = jitter(r, pick(r, ['#6b7f8e', '#a0522d', '#4a6a5a', '#8c8c8c']), 0.05)
  const style: WindowStyle = { frame: darken(body, 0.45), mullions: 1, shutters: null, sill: false }
  for (let f = 0; f < floors; f++) {
    const y = top + 22 + f * floorH
    for (let i = 0; i < cols; i++) windowAt(c, x + i * colW + colW * 0.14, y, colW * 0.72, floorH * 0.62, style)
    if (balconies) {
      const slab = darken(body, 0.12)
      c.out.push(rect(x - 6, y + floorH * 0.72, w + 12, 5, slab))
      c.out.push(rect(x - 6, y + floorH * 0.72 - 12, w + 12, 12, '#bcd3e0', 'opacity="0.35"'))
    }
  }
  c.out.push(rect(x + w * 0.06, top, w * 0.1, baseY - top, accent, 'opacity="0.85"'))
  c.out.push(rect(x - 8, top - 10, w + 16, 12, darken(body, 0.2)))
  c.out.push(rect(x + w * 0.55, top - 40, 60, 30, darken(body, 0.25)))
  c.out.push(line(x + w * 0.3, top - 10, x + w * 0.3, top - 70, '#555', 3))
  lobby(c, x, w, baseY, body)
}

function lobby(c: Ctx, x: number, w: number, baseY: number, body: string): void {
  c.out.push(rect(x, baseY - 60, w, 60, darken(body, 0.1)))
  c.out.push(rect(x + w * 0.3, baseY - 54, w * 0.4, 54, glassFill(c, c.light.lit)))
  c.out.push(rect(x + w * 0.25, baseY - 70, w * 0.5, 10, '#3a3d42'))
  c.out.push(line(x + w / 2, baseY - 54, x + w / 2, baseY, '#2c2f33', 3))
}

function drawOffice(c: Ctx, baseY: number): void {
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
  const sideGlass = linear(c, [
    [0, darken(mix(l.skyTop, tint, 0.6), 0.3)],
    [1, darken(tint, 0.55)],
  ])
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
  c.out.push(
    poly(
      [
        [x + w, roofY],
        [x + w + depth, roofY - depth * 0.4],
        [x + w + depth, baseY - depth * 0.4],
        [x + w, baseY],
      ],
      sideGlass,
    ),
  )
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
    grid.push(
      poly(
        [
          [bx, baseY],
          [bx + bw, baseY],
          [bx + bw + w * 0.8, top - 60],
          [bx + w * 0.8, top - 60],
        ],
        '#ffffff',
        `opacity="${n(range(r, 0.07, 0.2))}"`,
      ),
    )
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
  const l = c.light
  const left = chance(r, 0.5)
  const w2 = range(r, 200, 260)
  const x2 = left ? x - w2 + 40 : x + w + 60
  const top2 = top + range(r, 80, 200)
  const col = mix(mix(tint, '#8aa0b0', 0.5), l.haze, 0.35)
  c.out.push(
    rect(
      x2,
      top2,
      w2,
      baseY - top2,
      linear(c, [
        [0, lighten(col, 0.1)],
        [1, darken(col, 0.15)],
      ]),
    ),
  )
  for (let gy = top2 + 20; gy < baseY; gy += 28) c.out.push(rect(x2, gy, w2, 6, darken(col, 0.18), 'opacity="0.6"'))
}

function flag(c: Ctx, x: number, baseY: number, color: string): void {
  c.out.push(line(x, baseY, x, baseY - 170, '#c9ccd0', 3))
  c.out.push(path(`M${n(x)},${n(baseY - 168)} q12,-6 24,0 t24,0 v30 q-12,-6 -24,0 t-24,0 z`, color))
}

// ---------------------------------------------------------------- commercial

function drawCommercial(c: Ctx, baseY: number): void {
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

function shopfront(c: Ctx, x: number, w: number, baseY: number, h: number): void {
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
    c.out.push(
      poly(
        [
          [topL, y],
          [topR, y],
          [x - 10 + step * (i + 1), y + drop],
          [x - 10 + step * i, y + drop],
        ],
        i % 2 ? b : a,
      ),
    )
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

// ---------------------------------------------------------------- land

function drawLand(c: Ctx, horizon: number): void {
  const r = c.r
  const field = jitter(r, pick(r, ['#7fae4f', '#8fb35a', '#9bb35e', '#a8b866']), 0.06)
  c.out.push(
    rect(
      0,
      horizon + 40,
      W,
      H - horizon - 40,
      linear(c, [
        [0, mix(field, c.light.haze, 0.2)],
        [1, darken(field, 0.18)],
      ]),
    ),
  )
  distantTrees(c, horizon + 44)
  dirtTrack(c, horizon + 44)
  grass(c, horizon + 80)
  fence(c, [-20, H - 60], [W * 0.55, horizon + 52])
  if (chance(r, 0.6)) fence(c, [W + 20, H - 40], [W * 0.62, horizon + 52])
  lotStakes(c, horizon)
  lotSign(c, range(r, W * 0.62, W * 0.82), H - range(r, 70, 110))
}

function distantTrees(c: Ctx, y: number): void {
  const r = c.r
  const count = int(r, 4, 9)
  for (let i = 0; i < count; i++) {
    const x = range(r, 0, W)
    const col = mix(pick(r, ['#3f6a3a', '#4a7040', '#55703f']), c.light.haze, 0.35)
    const h = range(r, 40, 80)
    c.out.push(rect(x - 2, y - h * 0.3, 4, h * 0.3, '#6b5a45'))
    c.out.push(ellipse(x, y - h * 0.6, h * range(r, 0.15, 0.3), h * 0.45, col))
  }
}

function dirtTrack(c: Ctx, horizon: number): void {
  const r = c.r
  const endX = range(r, W * 0.3, W * 0.7)
  const startX = range(r, W * 0.2, W * 0.8)
  const bend = range(r, -300, 300)
  const d = `M${n(startX - 120)},${H} Q${n(startX + bend - 40)},${n(horizon + 150)} ${n(endX - 4)},${n(horizon)} L${n(endX + 4)},${n(horizon)} Q${n(startX + bend + 40)},${n(horizon + 150)} ${n(startX + 120)},${H} Z`
  c.out.push(
    path(
      d,
      linear(c, [
        [0, '#c9ad82'],
        [1, '#a88a5f'],
      ]),
    ),
  )
}

function grass(c: Ctx, top: number): void {
  const r = c.r
  const blades: string[] = []
  for (let i = 0; i < 220; i++) {
    const y = range(r, top, H)
    const depthScale = (y - top) / (H - top)
    const x = range(r, 0, W)
    const h = 6 + 16 * depthScale
    blades.push(`M${n(x)},${n(y)} l${n(range(r, -4, 4))},${n(-h)}`)
  }
  c.out.push(path(blades.join(' '), 'none', 'stroke="#4f7d34" stroke-width="2" opacity="0.45"'))
}

function fence(c: Ctx, near: Pt, far: Pt): void {
  const posts = 12
  const tops: Pt[] = []
  const mids: Pt[] = []
  for (let i = 0; i <= posts; i++) {
    const t = (i / posts) ** 0.7
    const x = near[0] + (far[0] - near[0]) * t
    const y = near[1] + (far[1] - near[1]) * t
    const s = 1 - t * 0.88
    c.out.push(rect(x - 6 * s, y - 120 * s, 12 * s, 120 * s, '#7a5a3a'))
    tops.push([x, y - 110 * s])
    mids.push([x, y - 60 * s])
  }
  for (const wire of [tops, mids]) c.out.push(`<polyline points="${points(wire)}" fill="none" stroke="#5a4a3a" stroke-width="1.6" stroke-opacity="0.8"/>`)
}

/** Corner stakes with orange tape mark the plot boundaries, like a surveyed lot. */
function lotStakes(c: Ctx, horizon: number): void {
  const r = c.r
  const corners: Pt[] = [
    [range(r, 180, 300), H - range(r, 120, 170)],
    [range(r, 880, 1050), H - range(r, 130, 180)],
    [range(r, 760, 860), horizon + range(r, 110, 150)],
    [range(r, 380, 480), horizon + range(r, 110, 150)],
  ]
  c.out.push(poly(corners, 'none', 'stroke="#ff7a1a" stroke-width="3" stroke-dasharray="14 10" opacity="0.85"'))
  for (const [x, y] of corners) {
    const s = 0.4 + ((y - horizon) / (H - horizon)) * 0.8
    c.out.push(rect(x - 3 * s, y - 60 * s, 6 * s, 60 * s, '#e8dcc4'))
    c.out.push(
      poly(
        [
          [x + 3 * s, y - 60 * s],
          [x + 32 * s, y - 50 * s],
          [x + 3 * s, y - 40 * s],
        ],
        '#ff5a1f',
      ),
    )
  }
}

function lotSign(c: Ctx, x: number, baseY: number): void {
  const r = c.r
  const board = pick(r, ['#ffffff', '#f4d35e', '#e8f1f2'])
  const accent = pick(r, ['#c0392b', '#1f7a5c', '#2c6fbb'])
  c.out.push(ellipse(x, baseY, 90, 10, '#000', 'opacity="0.18"'))
  for (const px of [x - 70, x + 60]) c.out.push(rect(px, baseY - 210, 10, 210, '#6b4a2f'))
  c.out.push(rect(x - 90, baseY - 220, 180, 110, board, 'stroke="#5a4a3a" stroke-width="4"'))
  c.out.push(rect(x - 90, baseY - 220, 180, 28, accent))
  c.out.push(rect(x - 70, baseY - 178, 100, 12, darken(board, 0.5), 'rx="6"'))
  c.out.push(rect(x - 70, baseY - 156, 140, 10, darken(board, 0.35), 'rx="5"'))
  c.out.push(rect(x - 70, baseY - 138, 80, 10, darken(board, 0.35), 'rx="5"'))
}

// ---------------------------------------------------------------- interior

function drawInterior(c: Ctx): void {
  const r = c.r
  const floorY = range(r, 590, 630)
  const wall = jitter(r, pick(r, ['#efe7db', '#e6ddd0', '#d8dfd2', '#e9d8c4', '#d9dfe6', '#f2ece4', '#d7c7b5']), 0.03)
  c.out.push(
    rect(
      0,
      0,
      W,
      floorY,
      linear(c, [
        [0, darken(wall, 0.06)],
        [0.6, wall],
        [1, darken(wall, 0.04)],
      ]),
    ),
  )
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
  c.out.push(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      linear(c, [
        [0, darken(base, 0.12)],
        [1, lighten(base, 0.05)],
      ]),
    ),
  )
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
  c.out.push(
    poly(
      [
        [winX + 20, floorY + 4],
        [winX + winW - 20, floorY + 4],
        [winX + winW - 20 + shift, H],
        [winX + 20 + shift, H],
      ],
      '#fff8e0',
      'opacity="0.18"',
    ),
  )
}

function viewWindow(c: Ctx, x: number, y: number, w: number, h: number): void {
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

function cityRow(c: Ctx, x: number, w: number, bottom: number): void {
  const r = c.r
  let bx = x - 10
  while (bx < x + w) {
    const bw = range(r, 30, 70)
    const bh = range(r, 50, 140)
    c.out.push(rect(bx, bottom - bh, bw, bh, mix(pick(r, ['#9aa4b0', '#b5ab9c', '#8c98a6']), c.light.haze, 0.3)))
    bx += bw + range(r, 2, 10)
  }
}

function curtains(c: Ctx, x: number, y: number, w: number, h: number): void {
  const r = c.r
  const cloth = jitter(r, pick(r, ['#f3efe6', '#d9c9b0', '#b7c4c9', '#c9b3a0', '#a8b89a']), 0.04)
  c.out.push(rect(x - 30, y - 14, w + 60, 10, '#6b6258', 'rx="4"'))
  const folds = linear(
    c,
    [
      [0, cloth],
      [0.25, darken(cloth, 0.12)],
      [0.5, cloth],
      [0.75, darken(cloth, 0.12)],
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

function artwork(c: Ctx, cx: number, cy: number): void {
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

function rug(c: Ctx, cx: number, floorY: number): void {
  const r = c.r
  const col = jitter(r, pick(r, ['#c8b6a0', '#9b6b5a', '#6f7f8f', '#d9cbb5', '#7a8a6a']), 0.05)
  const top = floorY + 70
  const bottom = Math.min(H - 10, floorY + range(r, 200, 240))
  const shape: Pt[] = [
    [cx - 280, top],
    [cx + 280, top],
    [cx + 380, bottom],
    [cx - 380, bottom],
  ]
  c.out.push(poly(shape, col))
  c.out.push(
    poly(
      [
        [cx - 255, top + 14],
        [cx + 255, top + 14],
        [cx + 345, bottom - 18],
        [cx - 345, bottom - 18],
      ],
      'none',
      `stroke="${lighten(col, 0.3)}" stroke-width="5"`,
    ),
  )
}

function sofa(c: Ctx, x: number, baseY: number, w: number): void {
  const r = c.r
  const fabric = jitter(r, pick(r, ['#5b6b7a', '#8a9a8b', '#c9b89f', '#6f4e37', '#3e4a5a', '#b5654a', '#d8d2c6']), 0.05)
  const h = 170
  c.out.push(ellipse(x + w / 2, baseY + 4, w * 0.55, 14, '#000', 'opacity="0.2"'))
  for (const lx of [x + 30, x + w - 40]) c.out.push(rect(lx, baseY - 14, 10, 16, '#3a2a1e'))
  c.out.push(rect(x + 20, baseY - h, w - 40, 100, darken(fabric, 0.08), 'rx="18"'))
  c.out.push(rect(x + 30, baseY - 80, w - 60, 66, fabric, 'rx="14"'))
  c.out.push(line(x + w / 2, baseY - 78, x + w / 2, baseY - 20, darken(fabric, 0.15), 2))
  c.out.push(rect(x, baseY - 120, 50, 110, darken(fabric, 0.04), 'rx="18"'))
  c.out.push(rect(x + w - 50, baseY - 120, 50, 110, darken(fabric, 0.04), 'rx="18"'))
  const cushions = int(r, 2, 3)
  for (let i = 0; i < cushions; i++) {
    const px = x + 70 + i * ((w - 200) / Math.max(1, cushions - 1))
    const tilt = range(r, -8, 8)
    c.out.push(rect(px, baseY - 140, 70, 64, pick(r, ['#e9c46a', '#f4efe6', '#e07a5f', '#2a9d8f', '#d4a5a5']), `rx="12" transform="rotate(${n(tilt)} ${n(px + 35)} ${n(baseY - 108)})"`))
  }
}

function coffeeTable(c: Ctx, cx: number, y: number): void {
  const r = c.r
  const top = pick(r, ['#8d5f3a', '#f2efe9', '#3a3a3a', '#c49a6c'])
  c.out.push(ellipse(cx, y + 70, 170, 14, '#000', 'opacity="0.15"'))
  for (const lx of [cx - 140, cx + 130]) c.out.push(rect(lx, y + 10, 10, 60, darken(top, 0.3)))
  c.out.push(
    poly(
      [
        [cx - 150, y],
        [cx + 150, y],
        [cx + 165, y + 20],
        [cx - 165, y + 20],
      ],
      top,
    ),
  )
  c.out.push(rect(cx - 165, y + 20, 330, 8, darken(top, 0.2)))
  c.out.push(rect(cx - 90, y - 12, 70, 10, '#3d405b'))
  c.out.push(rect(cx - 84, y - 20, 60, 8, '#e07a5f'))
  c.out.push(path(`M${n(cx + 40)},${n(y)} q-10,-30 6,-44 h16 q16,14 6,44 z`, pick(r, ['#81b29a', '#f2cc8f', '#ffffff'])))
  c.out.push(ellipse(cx + 100, y - 4, 26, 8, '#d9d2c4'))
}

function floorLamp(c: Ctx, x: number, baseY: number): void {
  const glowOpacity = c.light.time === 'dusk' || c.light.time === 'golden' ? 0.55 : 0.25
  c.out.push(
    circle(
      x,
      baseY - 300,
      150,
      radial(c, [
        [0, '#ffe7b0', glowOpacity],
        [1, '#ffe7b0', 0],
      ]),
    ),
  )
  c.out.push(ellipse(x, baseY, 34, 8, '#2b2b2b'))
  c.out.push(rect(x - 2.5, baseY - 300, 5, 300, '#2b2b2b'))
  c.out.push(
    poly(
      [
        [x - 30, baseY - 360],
        [x + 30, baseY - 360],
        [x + 48, baseY - 295],
        [x - 48, baseY - 295],
      ],
      '#f6ead2',
    ),
  )
}

function plant(c: Ctx, x: number, baseY: number): void {
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
  c.out.push(
    poly(
      [
        [x - 40, baseY - 90],
        [x + 40, baseY - 90],
        [x + 30, baseY],
        [x - 30, baseY],
      ],
      pick(r, ['#c2703d', '#e8e2d6', '#4a4a4a', '#8a9a8b']),
    ),
  )
}

// ---------------------------------------------------------------- composition

function finish(c: Ctx): void {
  const l = c.light
  if (l.tintOpacity > 0) c.out.push(rect(0, 0, W, H, l.tint, `opacity="${l.tintOpacity}"`))
  if (l.time === 'golden' || l.time === 'morning') {
    const glare = radial(
      c,
      [
        [0, l.sun, 0.22],
        [1, l.sun, 0],
      ],
      l.sunX / W,
      l.sunY / H,
      0.6,
    )
    c.out.push(rect(0, 0, W, H, glare))
  }
  c.out.push(
    rect(
      0,
      0,
      W,
      H,
      radial(
        c,
        [
          [0.55, '#000', 0],
          [1, '#000', 0.32],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  )
}

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

function drawOutdoor(c: Ctx, kind: DemoScene): void {
  const r = c.r
  drawSky(c, 0, 0, W, H)
  drawSun(c, c.light.sunX, c.light.sunY, 1)
  drawClouds(c, -40, W + 40, 60, 300, 1, 5)
  if (kind === 'land') {
    const horizon = range(r, 410, 450)
    landscape(c, horizon, true)
    return drawLand(c, horizon)
  }
  const layout = LAYOUT[kind as keyof typeof LAYOUT]
  const tropical = chance(r, 0.4)
  landscape(c, layout.horizon, kind === 'house' && chance(r, 0.5))
  if (kind !== 'house') skyline(c, layout.baseY - 20, W / 2, 500)
  lawn(c, layout.horizon + 40, layout.sidewalkY + 4)
  street(c, layout.sidewalkY, layout.roadY)
  for (let i = 0, count = int(r, 1, 3); i < count; i++) tree(c, range(r, 40, W - 40), layout.baseY - range(r, 10, 30), range(r, 0.6, 0.8), tropical)
  if (kind === 'house') drawHouse(c, layout.baseY)
  if (kind === 'apartment') drawApartment(c, layout.baseY)
  if (kind === 'office') drawOffice(c, layout.baseY)
  if (kind === 'commercial') drawCommercial(c, layout.baseY)
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

function buildSvg(seed: number, kind: DemoScene): string {
  const r = mulberry32(sceneSeed(seed, kind))
  const c: Ctx = { r, light: pickLight(r), defs: [], out: [], nextId: 0, gradients: new Map() }
  if (kind === 'interior') drawInterior(c)
  else drawOutdoor(c, kind)
  finish(c)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defs.join('')}</defs>${c.out.join('')}</svg>`
}

/** One picture of a scene as WebP; the same (seed, kind) always gives the same picture. */
export async function paintDemoPhoto(seed: number, kind: DemoScene, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(buildSvg(seed, kind)))
    .resize(W, H, { fit: 'cover' })
    .webp({ quality, effort: 6 })
    .toBuffer()
}
