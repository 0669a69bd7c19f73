import { jitter } from './colour.ts'
import { W, type Light, type TimeOfDay } from './context.ts'
import { chance, range, type Rng } from './random.ts'

/** Where the sun stands and the sky's colours, each [colour, how much it may vary]. */
interface Sky {
  sunY: [number, number]
  sunR: number
  skyTop: [string, number]
  skyHorizon: [string, number]
}

/** The colours the light gives everything else; `lit` is a chance when it is a number. */
type Tones = Pick<Light, 'sun' | 'cloud' | 'cloudShade' | 'haze' | 'tint' | 'tintOpacity'> & { lit: boolean | number }

const SKIES: Record<TimeOfDay, Sky> = {
  morning: { sunY: [170, 260], sunR: 34, skyTop: ['#4f8fd6', 0.08], skyHorizon: ['#d8ecfb', 0.04] },
  noon: { sunY: [70, 150], sunR: 30, skyTop: ['#2f78d0', 0.08], skyHorizon: ['#b5dbf7', 0.05] },
  golden: { sunY: [250, 330], sunR: 40, skyTop: ['#4a72b5', 0.08], skyHorizon: ['#f8c98e', 0.05] },
  dusk: { sunY: [330, 380], sunR: 46, skyTop: ['#2d3468', 0.06], skyHorizon: ['#f39a6b', 0.05] },
}

const TONES: Record<TimeOfDay, Tones> = {
  morning: { sun: '#fff6d8', cloud: '#ffffff', cloudShade: '#d7e2ef', haze: '#c9dcee', tint: '#fff2d0', tintOpacity: 0.05, lit: false },
  noon: { sun: '#ffffff', cloud: '#ffffff', cloudShade: '#dbe5f0', haze: '#bcd6ee', tint: '#ffffff', tintOpacity: 0, lit: false },
  golden: { sun: '#fff0b8', cloud: '#fde6cf', cloudShade: '#e8b59a', haze: '#e9c7a8', tint: '#ff9a3c', tintOpacity: 0.08, lit: 0.3 },
  dusk: { sun: '#ffd08a', cloud: '#c98aa0', cloudShade: '#8d6488', haze: '#b78a95', tint: '#5a3a8a', tintOpacity: 0.1, lit: true },
}

export function pickLight(r: Rng): Light {
  const roll = r()
  const time: TimeOfDay = roll < 0.3 ? 'morning' : roll < 0.68 ? 'noon' : roll < 0.9 ? 'golden' : 'dusk'
  const sunX = range(r, 140, W - 140)
  const sky = SKIES[time]
  const tones = TONES[time]
  // The draws keep their order (sun height, sky top, horizon, lit) so every seed keeps its light.
  const sunY = range(r, ...sky.sunY)
  const skyTop = jitter(r, ...sky.skyTop)
  const skyHorizon = jitter(r, ...sky.skyHorizon)
  const lit = typeof tones.lit === 'boolean' ? tones.lit : chance(r, tones.lit)
  return { ...tones, time, sunX, sunY, sunR: sky.sunR, skyTop, skyHorizon, lit }
}
