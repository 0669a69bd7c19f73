/**
 * Islands rendered to one string instead of a stream (docs/decisions/016, issue 24). Astro's React
 * renderer streams each island through `renderToReadableStream` and reads the stream back chunk
 * by chunk, encoding and decoding the HTML it then holds as a string anyway: about a tenth of a cold
 * search page's server CPU. Its `experimentalDisableStreaming` option renders with `renderToString`
 * instead, but leaves out the island's `identifierPrefix`, which the browser hydrates with, so
 * `useId` values would differ between server and browser. This build plugin passes the options that
 * the streamed render gets; the build fails if the renderer's code no longer has the call, so an
 * upgrade that changes it is noticed (and this plugin dropped if the fix has landed upstream).
 *
 * Nothing the islands render on the server suspends (the search's map loads after hydration), so a
 * string render produces the same HTML as the stream did.
 */
import { patchModule } from './patchModule.ts'

const RENDERER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/
const CALL = 'ReactDOM.renderToString(vnode)'

export const reactStringRender = () => patchModule('portal:react-string-render', RENDERER, CALL, 'ReactDOM.renderToString(vnode, renderOptions)')
