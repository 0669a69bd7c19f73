import { fileURLToPath } from 'node:url'
import { patchModule } from './patchModule.ts'

/**
 * Pages written in Latin-1 (src/lib/latin1Html.ts, docs/decisions/016): Astro's text escaping (which
 * also writes the islands' props), its attribute escaping and React's server render go through
 * versions that write characters above U+00FF as numeric references. The build fails if the patched
 * code changes. Register after `reactStringRender`, whose call the React patch wraps.
 */
const LATIN1 = JSON.stringify(fileURLToPath(new URL('../../src/lib/latin1Html.ts', import.meta.url)))

const ESCAPE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]escape\.js$/
const ESCAPE_EXPORT = /^\s*escapeHTML,$/m

const UTIL = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]util\.js$/
const ATTRIBUTE = /^const toAttributeString = \(value, shouldEscape = true\) => \{\n[\s\S]*?\n\};$/m

const RENDERER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/
const RENDER = 'html = ReactDOM.renderToString(vnode, renderOptions);'

export const latin1Html = () => [
  patchModule('portal:latin1-escape', ESCAPE, ESCAPE_EXPORT, '  escapeHtmlLatin1 as escapeHTML,', { prepend: `import { escapeHtmlLatin1 } from ${LATIN1};\n` }),
  patchModule('portal:latin1-attributes', UTIL, ATTRIBUTE, 'const toAttributeString = attributeLatin1;', { prepend: `import { attributeLatin1 } from ${LATIN1};\n` }),
  patchModule('portal:latin1-react', RENDERER, RENDER, 'html = portalLatin1Html(ReactDOM.renderToString(vnode, renderOptions));', {
    prepend: `import { latin1Html as portalLatin1Html } from ${LATIN1};\n`,
  }),
]
