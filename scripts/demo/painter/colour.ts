import { range, type Rng } from './random.ts'

function rgb(color: string): [number, number, number] {
  const v = parseInt(color.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a)
  const [br, bg, bb] = rgb(b)
  const ch = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t)
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)

/** Nudges a palette colour so two listings with the same palette entry still differ. */
export function jitter(r: Rng, c: string, amount = 0.12): string {
  const t = range(r, -amount, amount)
  return t < 0 ? darken(c, -t) : lighten(c, t)
}
