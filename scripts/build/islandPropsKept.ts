import { fileURLToPath } from 'node:url'
import { patchModule } from './patchModule.ts'

/**
 * Islands' props written with each frozen value's text kept (src/server/keptIslandProps.ts,
 * docs/decisions/016): Astro's `escapeHTML(serializeProps(props, metadata))` becomes the kept version,
 * built from those same two functions. The build fails if Astro no longer writes the props that way.
 */
const HYDRATION = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]hydration\.js$/
const WRITTEN = 'island.props["props"] = escapeHTML(serializeProps(props, metadata));'
const KEPT = fileURLToPath(new URL('../../src/server/keptIslandProps.ts', import.meta.url))

export const islandPropsKept = () =>
  patchModule('portal:kept-island-props', HYDRATION, WRITTEN, 'island.props["props"] = portalIslandProps(props, metadata);', {
    prepend: `import { keptIslandProps } from ${JSON.stringify(KEPT)};\nconst portalIslandProps = keptIslandProps(serializeProps, escapeHTML);\n`,
  })
