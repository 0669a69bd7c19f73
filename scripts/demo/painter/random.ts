import { seededRandom } from '../../seededRandom.ts'
import type { DemoScene } from './context.ts'

export type Rng = () => number

/** mulberry32: tiny, fast and good enough to make seeds look unrelated. */
export const mulberry32: (seed: number) => Rng = seededRandom

/** Mixes the scene into the seed so seed 7 as a house and as an office do not share a sky. */
export function sceneSeed(seed: number, kind: DemoScene): number {
  let h = 2166136261 ^ seed
  for (const ch of kind) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0
}

export const range = (r: Rng, min: number, max: number): number => min + (max - min) * r()
export const int = (r: Rng, min: number, max: number): number => Math.floor(range(r, min, max + 1))
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]
export const chance = (r: Rng, p: number): boolean => r() < p
