/**
 * Pages written in Latin-1 (docs/decisions/016, "Pages written in Latin-1").
 *
 * A page is joined from thousands of strings. One character above U+00FF in any of them (an ellipsis
 * in a dictionary, a dash in a title, an emoji) makes V8 hold the whole page as two-byte text, which
 * it encodes to UTF-8 several times slower than one-byte text (1.17 ms against 0.14 ms for a 113 KB
 * search page). Astro's escaping, its attribute escaping and React's server render go through these
 * versions (scripts/build/latin1Html.ts), which write those characters as numeric references: the
 * browser reads the same text, and the page stays one-byte.
 */

/** A character a one-byte string cannot hold. */
const WIDE = /[\u0100-\uffff]/
// Each UTF-16 unit above U+00FF on its own: JSON escapes a surrogate pair as two units.
const WIDE_UNITS = /[\u0100-\uffff]/g
// A surrogate pair is one character (an emoji): one reference, not two.
const WIDE_CHARACTERS = /[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g
const ESCAPABLE = /[&<>'"]|[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g
// A script's or a style's text is not read for references: it is left as it is.
const RAW_TEXT = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi

const reference = (character: string) => `&#${character.codePointAt(0)};`

/**
 * The same text held one-byte. V8 keeps a slice or a join of two-byte text two-byte even when no
 * character in it needs two bytes, so text escaped from two-byte input is copied once.
 */
function oneByte(text: string): string {
  return Buffer.from(text, 'latin1').toString('latin1')
}

function entityFor(character: string) {
  switch (character) {
    case '&':
      return '&amp;'
    case '<':
      return '&lt;'
    case '>':
      return '&gt;'
    case "'":
      return '&#39;'
    case '"':
      return '&quot;'
    default:
      return reference(character)
  }
}

/** Astro's `escapeHTML`, with the characters above U+00FF written as references. */
export function escapeHtmlLatin1(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value)
  ESCAPABLE.lastIndex = 0
  let match = ESCAPABLE.exec(text)
  if (!match) return text
  // Astro's own loop: slices between the matches, joined once.
  let output = ''
  let last = 0
  let wide = false
  do {
    if (last !== match.index) output += text.slice(last, match.index)
    if (match[0].length > 1 || match[0].charCodeAt(0) > 0xff) wide = true
    output += entityFor(match[0])
    last = match.index + match[0].length
    match = ESCAPABLE.exec(text)
  } while (match)
  if (last !== text.length) output += text.slice(last)
  return wide ? oneByte(output) : output
}

/** Astro's `toAttributeString`: `&` and `"` escaped, and the characters above U+00FF written as references. */
export function attributeLatin1(value: unknown, shouldEscape = true): string {
  if (!shouldEscape) return value as string
  const text = String(value)
  const wide = WIDE.test(text)
  if (!wide && !text.includes('&') && !text.includes('"')) return text
  const escaped = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return wide ? oneByte(escaped.replace(WIDE_CHARACTERS, reference)) : escaped
}

/**
 * HTML already escaped (React's server render) with the characters above U+00FF written as
 * references, outside scripts and styles.
 */
export function latin1Html(html: string): string {
  if (!WIDE.test(html)) return html
  let output = ''
  let last = 0
  RAW_TEXT.lastIndex = 0
  for (let raw = RAW_TEXT.exec(html); raw; raw = RAW_TEXT.exec(html)) {
    output += html.slice(last, raw.index).replace(WIDE_CHARACTERS, reference) + raw[0]
    last = raw.index + raw[0].length
  }
  output += html.slice(last).replace(WIDE_CHARACTERS, reference)
  return WIDE.test(output) ? output : oneByte(output)
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` and the characters above U+00FF written as
 * JSON escapes, so the page stays one-byte and no `</script>` can close the element early.
 */
export function jsonScriptText(value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  if (!WIDE.test(json)) return json
  return oneByte(json.replace(WIDE_UNITS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`))
}
