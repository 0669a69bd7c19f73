import { fileURLToPath } from 'node:url'
import { patchModule } from './patchModule.ts'

/**
 * A page's CSP digests kept per text (src/server/keptCspDigests.ts, docs/decisions/016): Astro's
 * `generateCspDigest` becomes the kept version of itself. The build fails if Astro's function is no
 * longer there.
 */
const ENCRYPTION = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/
const DECLARATION = 'async function generateCspDigest(data, algorithm) {'
const KEPT = fileURLToPath(new URL('../../src/server/keptCspDigests.ts', import.meta.url))

export const cspDigestsKept = () =>
  patchModule('portal:csp-digests-kept', ENCRYPTION, DECLARATION, 'const generateCspDigest = keptCspDigests(computeCspDigest);\nasync function computeCspDigest(data, algorithm) {', {
    prepend: `import { keptCspDigests } from ${JSON.stringify(KEPT)};\n`,
  })
