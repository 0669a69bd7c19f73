import { darken, lighten } from './colour.ts'
import type { Rng } from './random.ts'

export type DemoScene = 'house' | 'apartment' | 'land' | 'office' | 'commercial' | 'interior'

export const W = 1280
export const H = 853

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk'

export interface Light {
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

/** One picture in the making: its randomness, its light, and the SVG defs and shapes drawn so far. */
export interface Ctx {
  r: Rng
  light: Light
  defs: string[]
  out: string[]
  nextId: number
  gradients: Map<string, string>
}

type Stop = [offset: number, color: string, opacity?: number]

function uid(c: Ctx, prefix: string): string {
  c.nextId += 1
  return `${prefix}${c.nextId}`
}

function stops(list: Stop[]): string {
  return list.map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('')
}

/** One definition per distinct gradient; the key names the kind, geometry and stops. */
function gradient(c: Ctx, key: string, element: (id: string) => string): string {
  const known = c.gradients.get(key)
  if (known) return known
  const id = uid(c, 'g')
  c.defs.push(element(id))
  c.gradients.set(key, `url(#${id})`)
  return `url(#${id})`
}

/** Gradients are in bounding-box units, so one definition can be reused by shapes of any size. */
export function linear(c: Ctx, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return gradient(c, `l${x1},${y1},${x2},${y2}:${JSON.stringify(list)}`, (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`)
}

export function radial(c: Ctx, list: Stop[], cx = 0.5, cy = 0.5, rad = 0.5): string {
  return gradient(c, `r${cx},${cy},${rad}:${JSON.stringify(list)}`, (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rad}">${stops(list)}</radialGradient>`)
}

/** Two colours top to bottom, or left to right when `across`. */
export const fade = (c: Ctx, from: string, to: string, across = false): string =>
  linear(
    c,
    [
      [0, from],
      [1, to],
    ],
    0,
    0,
    across ? 1 : 0,
    across ? 0 : 1,
  )

/** A surface lit from above (or the left when `across`): lighter by `up` at one end, darker by `down` at the other. */
export const shade = (c: Ctx, color: string, up: number, down: number, across = false): string => fade(c, lighten(color, up), darken(color, down), across)

/** A light source's halo: `color` at `opacity` in the middle, gone at the rim. */
export const glow = (c: Ctx, color: string, opacity: number, cx?: number, cy?: number, rad?: number): string =>
  radial(
    c,
    [
      [0, color, opacity],
      [1, color, 0],
    ],
    cx,
    cy,
    rad,
  )

export function clip(c: Ctx, shape: string): string {
  const id = uid(c, 'c')
  c.defs.push(`<clipPath id="${id}">${shape}</clipPath>`)
  return `url(#${id})`
}
