import { describe, expect, it } from 'vitest'
import { applyMarkdown, type MarkdownAction, type TextEdit } from '../../src/features/admin/site/model/markdownEdit.ts'
import { previewUrl } from '../../src/features/admin/site/model/previewLinks.ts'
import { moveBy } from '../../src/features/admin/site/model/siteForm.ts'
import { renderMarkdown } from '../../src/shared/site/markdown.ts'

// The "Sitio" screen's pure parts: the Markdown toolbar, the preview links, the section order.

const placeholders = { bold: 'negrita', link: 'enlace' }
/** The text with « and » marking the selection, as the toolbar leaves it. */
const marked = ({ text, selectionStart, selectionEnd }: TextEdit) => `${text.slice(0, selectionStart)}«${text.slice(selectionStart, selectionEnd)}»${text.slice(selectionEnd)}`
const press = (action: MarkdownAction, text: string, start: number, end = start) => marked(applyMarkdown(action, { text, selectionStart: start, selectionEnd: end }, placeholders))

describe('Markdown toolbar', () => {
  it('bold wraps the selection, or a placeholder, and a second press unwraps it', () => {
    expect(press('bold', 'un texto', 3, 8)).toBe('un **«texto»**')
    expect(press('bold', 'un ', 3)).toBe('un **«negrita»**')
    expect(press('bold', 'un **texto**', 5, 10)).toBe('un «texto»')
  })

  it('link makes [selection](https://) with the address selected to type over', () => {
    expect(press('link', 'ver la web', 7, 10)).toBe('ver la [web](«https://»)')
    expect(press('link', 'ver ', 4)).toBe('ver [enlace](«https://»)')
  })

  it('heading and lists prefix every selected line, and a second press removes the prefix', () => {
    expect(press('heading', 'uno\ndos', 1)).toBe('«## uno»\ndos')
    expect(press('bulleted', 'uno\ndos\ntres', 1, 5)).toBe('«- uno\n- dos»\ntres')
    expect(press('numbered', 'uno\ndos', 0, 7)).toBe('«1. uno\n2. dos»')
    expect(press('bulleted', '- uno\n- dos', 0, 11)).toBe('«uno\ndos»')
    // A bulleted list becomes a numbered one rather than both.
    expect(press('numbered', '- uno', 2)).toBe('«1. uno»')
  })

  it('what the toolbar writes is what the renderer draws', () => {
    const html = renderMarkdown(applyMarkdown('bulleted', { text: 'uno\ndos', selectionStart: 0, selectionEnd: 7 }, placeholders).text)
    expect(html).toContain('<ul>')
    expect(renderMarkdown('<script>alert(1)</script>')).not.toContain('<script>')
  })
})

describe('preview links', () => {
  it('open the public page with the draft in the admin language', () => {
    expect(previewUrl('/', 'es')).toBe('/?preview=site')
    expect(previewUrl('/sobre-nosotros', 'es')).toBe('/sobre-nosotros?preview=site')
    expect(previewUrl('/', 'en')).toBe('/en?preview=site')
    expect(previewUrl('/contactanos', 'pt')).toBe('/pt/contactanos?preview=site')
  })
})

describe('section order', () => {
  it('moves a section one place, and not past either end', () => {
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveBy(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
  })
})
