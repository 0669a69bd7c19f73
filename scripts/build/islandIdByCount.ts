/**
 * Island ids counted, not hashed (docs/decisions/016, issue 24). For every island it renders, Astro
 * serialises the island's props a first time and runs a character-by-character JavaScript hash over
 * its whole HTML and those props, only to name the island (`uid`), then serialises the props again
 * for the page. Astro's own comment on the attribute reads "This is for HMR, probably can avoid it in
 * prod", and no script in the browser reads it. On a cold search page (an island of 12 cards, 25 KB of
 * props) the hash and the extra serialisation were about a twelfth of the server's CPU.
 *
 * This build plugin names each island by its component and its rank on the page instead: unique on
 * the page, the same for the same page. The build fails if Astro's code no longer has the hash, so an
 * upgrade that changes it is noticed.
 */
import { patchModule } from './patchModule.ts'

const COMPONENT = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]component\.js$/
// The statement as Astro 7 writes it, whitespace aside.
const HASHED_ID = /const astroId = shorthash\(\s*`<!--\$\{metadata\.componentExport\.value\}:\$\{metadata\.componentUrl\}-->\s*\$\{html\}\s*\$\{serializeProps\(\s*props,\s*metadata\s*\)\}`\s*\);/
// `result` is the page's render state, one per request.
const COUNTED_ID = 'const astroId = shorthash(`${metadata.componentExport.value}:${metadata.componentUrl}`) + "-" + (result.portalIslandCount = (result.portalIslandCount ?? 0) + 1);'

export const islandIdByCount = () => patchModule('portal:island-id-by-count', COMPONENT, HASHED_ID, COUNTED_ID)
