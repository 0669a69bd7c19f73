import { describe, expect, it } from 'vitest'
import { inLanguage, renderMarkdown } from '../../src/shared/site/markdown.ts'

// Issue 26, item 2: the operator's long texts are Markdown limited to the editor's blocks, and
// whatever is typed into them is inserted into public pages: it must never become markup of its own.

describe('renderMarkdown keeps what the editor offers', () => {
  it('paragraphs, bold, lists and links', () => {
    expect(renderMarkdown('Somos **expertos**.')).toBe('<p>Somos <strong>expertos</strong>.</p>\n')
    expect(renderMarkdown('- uno\n- **dos**\n\n1. primero\n2. segundo')).toBe('<ul>\n<li>uno</li>\n<li><strong>dos</strong></li>\n</ul>\n<ol>\n<li>primero</li>\n<li>segundo</li>\n</ol>\n')
    expect(renderMarkdown('[Contacto](/contacto)')).toBe('<p><a href="/contacto">Contacto</a></p>\n')
  })

  it.each([
    ['# Misión', '<h2>Misión</h2>\n'],
    ['## Visión', '<h3>Visión</h3>\n'],
    ['### Valores', '<h4>Valores</h4>\n'],
    ['###### Nota', '<h4>Nota</h4>\n'],
  ])('shifts headings down, never h1 (the hero holds it): %s', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html)
  })

  it('draws no h1 whatever the heading syntax', () => {
    expect(renderMarkdown('# a\n\nTitle\n=====\n\n<h1>x</h1>')).not.toMatch(/<h1/i)
  })
})

describe('renderMarkdown makes nothing typed into a text active', () => {
  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
    ['a <img src=x onerror=alert(1)> b', '<p>a &lt;img src=x onerror=alert(1)&gt; b</p>\n'],
    ['<a href="https://x.example">y</a>', '<p>&lt;a href=&quot;https://x.example&quot;&gt;y&lt;/a&gt;</p>\n'],
    ['<div>\n\n**x**\n\n</div>', '<p>&lt;div&gt;</p>\n<p><strong>x</strong></p>\n<p>&lt;/div&gt;</p>\n'],
  ])('escapes raw HTML: %s', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html)
  })

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x][r]\n\n[r]: javascript:alert(1)',
  ])('does not link %s', (markdown) => {
    const html = renderMarkdown(markdown)
    expect(html).not.toMatch(/<a\b/)
    expect(html).not.toMatch(/href=/)
  })

  it('escapes a link title that tries to close its attribute', () => {
    expect(renderMarkdown('[x](https://e.example "t\\" onmouseover=\\"alert(1)")')).toBe(
      '<p><a href="https://e.example" title="t&quot; onmouseover=&quot;alert(1)" rel="noopener noreferrer">x</a></p>\n',
    )
  })

  it('draws no image, code or quote (not offered by the editor)', () => {
    const html = renderMarkdown('![i](https://x.example/y.png)\n\n`code`\n\n> cita')
    expect(html).not.toMatch(/<img|<code|<blockquote/)
  })
})

describe('renderMarkdown marks links to other sites', () => {
  it.each(['https://www.example.com/a', 'http://example.com', 'HTTPS://EXAMPLE.COM'])('%s gets rel="noopener noreferrer"', (href) => {
    expect(renderMarkdown(`[sitio](${href})`)).toBe(`<p><a href="${href}" rel="noopener noreferrer">sitio</a></p>\n`)
  })

  it.each(['/contacto', '#equipo', 'mailto:info@example.com', 'tel:+59321234567'])('%s (this site, mail, phone) gets no rel', (href) => {
    expect(renderMarkdown(`[x](${href})`)).not.toMatch(/rel=/)
  })

  // A protocol-relative address (//host/path) leads to another site just as https:// does.
  it('a protocol-relative link to another site gets rel="noopener noreferrer" too', () => {
    expect(renderMarkdown('[x](//evil.example/page)')).toBe('<p><a href="//evil.example/page" rel="noopener noreferrer">x</a></p>\n')
  })
})

describe('inLanguage', () => {
  const text = { es: 'Hola', en: 'Hello', pt: 'Olá' }
  it.each([
    ['en', { ...text, en: '' }, 'Hola'],
    ['pt', { ...text, pt: '   ' }, 'Hola'],
    ['en', { ...text, en: '\n\t' }, 'Hola'],
    ['en', text, 'Hello'],
    ['pt', text, 'Olá'],
    ['es', text, 'Hola'],
  ] as const)('%s of %j is %s', (lang, value, expected) => {
    expect(inLanguage(value, lang)).toBe(expected)
  })
})

describe('card headings', () => {
  it('makes a list item that starts in bold a card with that heading, and leaves other items and escaped text alone', () => {
    const html = renderMarkdown('- **Contratos**\n  Revisamos todo.\n- sin título\n- **<img src=x>**\n  texto', { cardHeadings: true })
    expect(html).toContain('<li><h3>Contratos</h3>Revisamos todo.</li>')
    expect(html).toContain('<li>sin título</li>')
    expect(html).toContain('<li><h3>&lt;img src=x&gt;</h3>texto</li>')
    expect(renderMarkdown('- **Contratos**\n  Revisamos todo.')).toContain('<strong>Contratos</strong>')
  })
})
