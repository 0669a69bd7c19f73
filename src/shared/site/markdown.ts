import MarkdownIt from 'markdown-it'
import type { Language } from '../constants.ts'
import type { LocalizedText } from '../schemas/siteContent.ts'

// The operator's long texts are Markdown, drawn with only the blocks the editor offers. HTML typed
// into a text is escaped (`html: false`), links to javascript:/data: are refused by markdown-it's
// own check, and headings start at level 2: the page's hero holds its only h1.

const renderer = new MarkdownIt('zero', { html: false, linkify: false, breaks: true }).enable(['heading', 'list', 'emphasis', 'link', 'newline', 'paragraph', 'hr'])

renderer.renderer.rules.heading_open = (tokens, index) => `<h${headingLevel(tokens[index].tag)}>`
renderer.renderer.rules.heading_close = (tokens, index) => `</h${headingLevel(tokens[index].tag)}>\n`
const defaultLinkOpen = renderer.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
renderer.renderer.rules.link_open = (tokens, index, options, env, self) => {
  if (/^(?:https?:)?\/\//i.test(String(tokens[index].attrGet('href') ?? ''))) tokens[index].attrSet('rel', 'noopener noreferrer')
  return defaultLinkOpen(tokens, index, options, env, self)
}

function headingLevel(tag: string): number {
  return Math.min(4, Math.max(2, Number(tag.slice(1)) + 1))
}

/**
 * The HTML of an operator's Markdown text, safe to insert into a page. With `cardHeadings`, a list
 * item that starts in bold (`- **Title**` and its text on the next line) is a card: the bold part
 * becomes its heading, so the cards' titles are in the page's outline.
 */
export function renderMarkdown(markdown: string, options: { cardHeadings?: boolean } = {}): string {
  const html = renderer.render(markdown)
  // Only markdown-it's own markup is matched: anything the operator typed is escaped by then.
  return options.cardHeadings ? html.replace(/<li><strong>([^<]*)<\/strong>(?:<br>\n?)?/g, '<li><h3>$1</h3>') : html
}

/** A language's text, or the Spanish one where that language was left empty. */
export function inLanguage(text: LocalizedText, lang: Language): string {
  return text[lang].trim() || text.es
}
