import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serialize } from 'node:v8'
import { describe, expect, it } from 'vitest'
import { escapeHTML } from '../../node_modules/astro/dist/runtime/server/escape.js'
import { latin1Html as latin1Patches } from '../../scripts/build/latin1Html.ts'
import { reactStringRender } from '../../scripts/build/reactStringRender.ts'
import { attributeLatin1, escapeHtmlLatin1, jsonScriptText, latin1Html } from '../../src/lib/latin1Html.ts'

// V8's serializer tags a one-byte string `"` and a two-byte one `c` (after a padding byte, if any).
const isOneByte = (text: string) => serialize(text)[2] === 0x22
const hasWide = (text: string) => [...text].some((character) => character.codePointAt(0)! > 0xff)
// What a browser reads: numeric references and the five entities the escaping writes.
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }
const decode = (html: string) => html.replace(/&(?:#(\d+)|(\w+));/g, (_, code: string | undefined, name: string | undefined) => (code ? String.fromCodePoint(Number(code)) : named[name!]!))

const WIDE_TEXTS = ['Casa “Los Álamos” — vista al mar 🌊', 'Cargando…', '← Volver', '≈ USD 1.200', '−5 %', 'a\u{1F600}b\u{1F469}\u200D\u{1F4BB}', "<b>“x” & 'y'</b>"]
const LATIN1_TEXTS = ['', 'Quito', 'Departamento en Cumbayá, 3 habitaciones', '<script>alert("x")</script> & \'y\'', 'ñandú ½ ©']

describe('escapeHtmlLatin1', () => {
  it('writes every character above U+00FF as a reference that reads back as the same text, one-byte', () => {
    for (const text of WIDE_TEXTS) {
      const escaped = escapeHtmlLatin1(text)
      expect(hasWide(escaped), text).toBe(false)
      expect(isOneByte(escaped), text).toBe(true)
      expect(decode(escaped)).toBe(text)
      expect(escaped).not.toMatch(/[<>"']/)
    }
  })

  it('is Astro’s own escaping on Latin-1 text', () => {
    for (const text of LATIN1_TEXTS) expect(escapeHtmlLatin1(text)).toBe(escapeHTML(text))
    expect(escapeHtmlLatin1(42)).toBe('42')
  })

  it('writes an emoji (a surrogate pair) as one reference, and a lone surrogate as its code', () => {
    expect(escapeHtmlLatin1('🌊')).toBe('&#127754;')
    expect(escapeHtmlLatin1('a\ud800b')).toBe('a&#55296;b')
  })
})

describe('attributeLatin1', () => {
  it('escapes & and " as Astro does, and writes wide characters as references', () => {
    expect(attributeLatin1('a & "b" <c>')).toBe('a &amp; &quot;b&quot; <c>')
    expect(attributeLatin1('Casa — “x”')).toBe('Casa &#8212; &#8220;x&#8221;')
    expect(isOneByte(attributeLatin1('Casa — “x”'))).toBe(true)
    expect(attributeLatin1('“raw”', false)).toBe('“raw”')
    for (const text of WIDE_TEXTS) expect(decode(attributeLatin1(text))).toBe(text)
  })
})

describe('latin1Html', () => {
  it('writes wide characters outside scripts and styles as references, and leaves scripts and styles alone', () => {
    const html = '<p title="“a”">Cargando… 🌊</p><script>const s = "→"</script><STYLE>.x::after{content:"…"}</STYLE><span>—</span>'
    expect(latin1Html(html)).toBe('<p title="&#8220;a&#8221;">Cargando&#8230; &#127754;</p><script>const s = "→"</script><STYLE>.x::after{content:"…"}</STYLE><span>&#8212;</span>')
  })

  it('returns Latin-1 HTML as it is, and a page without scripts one-byte', () => {
    expect(latin1Html('<p>Cumbayá</p>')).toBe('<p>Cumbayá</p>')
    const written = latin1Html('<p>“Casa” en Cumbayá</p>')
    expect(isOneByte(written)).toBe(true)
    expect(decode(written)).toBe('<p>“Casa” en Cumbayá</p>')
  })
})

describe('jsonScriptText', () => {
  it('reads back as the same value, with no < and no character above U+00FF, one-byte', () => {
    const value = { '@type': 'Residence', name: 'Casa “Los Álamos” — 🌊 </script><script>x', list: ['…', 1, null] }
    const text = jsonScriptText(value)
    expect(JSON.parse(text)).toEqual(value)
    expect(text).not.toContain('<')
    expect(hasWide(text)).toBe(false)
    expect(isOneByte(text)).toBe(true)
  })
})

describe('the build patches', () => {
  const installed = (file: string) => {
    const id = fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url))
    return { id, code: readFileSync(id, 'utf8') }
  }
  const transform = (plugin: ReturnType<typeof reactStringRender>, file: { id: string; code: string }) => plugin.transform(file.code, file.id)

  it('find and replace their code in the installed Astro and React renderer', () => {
    const [escape, attributes, react] = latin1Patches()
    const escapeFile = installed('astro/dist/runtime/server/escape.js')
    expect(transform(escape!, escapeFile)?.code).toMatch(/escapeHtmlLatin1 as escapeHTML,/)
    const utilFile = installed('astro/dist/runtime/server/render/util.js')
    const util = transform(attributes!, utilFile)?.code
    expect(util).toContain('const toAttributeString = attributeLatin1;')
    expect(util).not.toContain('DOUBLE_QUOTE_REGEX, "&quot;"')
    // The React patch wraps the call as the string render patch leaves it.
    const rendererFile = installed('@astrojs/react/dist/server.js')
    const rendered = transform(react!, { ...rendererFile, code: transform(reactStringRender(), rendererFile)!.code })
    expect(rendered?.code).toContain('html = portalLatin1Html(ReactDOM.renderToString(vnode, renderOptions));')
  })

  it('fail the build when the code is gone', () => {
    const [escape] = latin1Patches()
    expect(() => escape!.transform('export { other };', '/x/node_modules/astro/dist/runtime/server/escape.js')).toThrow(/was not found/)
  })
})
