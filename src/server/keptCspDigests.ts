/** How many distinct texts' digests are kept at most: a build has a few dozen inline styles and scripts. */
const MAX_KEPT = 256

type Digest = (data: string, algorithm: string) => Promise<string>

/**
 * Astro's digest of a page's inline styles and scripts for its Content-Security-Policy, kept per text
 * (scripts/build/cspDigestsKept.ts). Astro computes them again on every page it renders on demand,
 * through WebCrypto's thread pool, for texts that only change with the build: 4 % of a listing
 * page's server CPU (issue 24). The texts are the build's own strings, so looking one up hashes the
 * same string object every time, which V8 does once.
 */
export function keptCspDigests(digest: Digest): Digest {
  const kept = new Map<string, Map<string, Promise<string>>>()
  return (data, algorithm) => {
    let byText = kept.get(algorithm)
    if (!byText) kept.set(algorithm, (byText = new Map()))
    let found = byText.get(data)
    if (!found) {
      if (byText.size >= MAX_KEPT) byText.clear()
      found = digest(data, algorithm)
      byText.set(data, found)
      // A failed digest is not kept: the next page asks again.
      found.catch(() => byText.delete(data))
    }
    return found
  }
}
