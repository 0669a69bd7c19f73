// Seeded draws for the traffic bench: the same pools and the same sequence every run, so that two
// runs differ by the code and the machine, not by the searches.
import { seededRandom } from '../seededRandom.ts'

/**
 * Ranks 0..n-1 drawn with a Zipf law of exponent `s` (rank k weighs 1/(k+1)^s): with s = 1 and
 * 4,000 items the first is drawn 11 % of the time, the first 100 about 59 %, and more than half
 * of the items not once in 8,000 draws — popular searches repeat, the long tail does not.
 */
export function zipfSampler(n: number, random: () => number, s = 1): () => number {
  const cumulative = new Float64Array(n)
  let total = 0
  for (let k = 0; k < n; k++) cumulative[k] = total += 1 / (k + 1) ** s
  return () => {
    const target = random() * total
    let low = 0
    let high = n - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if (cumulative[middle] < target) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** The same items in a seeded random order (rank 0 is not the first item of the source). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

/** A path chooser for a mix: drawn by Zipf over the items, or each in turn (wrapping around). */
export function zipfPaths(paths: readonly string[], seed: number): () => string {
  const draw = zipfSampler(paths.length, seededRandom(seed))
  return () => paths[draw()]
}

export function pathsInTurn(paths: readonly string[]): () => string {
  let next = 0
  return () => paths[next++ % paths.length]
}
