// The Markdown editor's toolbar as pure edits of the text and its selection: bold and link wrap
// the selection, heading and lists prefix the selected lines (a second press takes them off).

export interface TextEdit {
  text: string
  selectionStart: number
  selectionEnd: number
}

export const MARKDOWN_ACTIONS = ['heading', 'bold', 'bulleted', 'numbered', 'link'] as const
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number]

/** Words put in place of an empty selection, in the admin's language. */
export interface Placeholders {
  bold: string
  link: string
}

const LINE_PREFIX: Record<'heading' | 'bulleted' | 'numbered', { test: RegExp; make: (index: number) => string }> = {
  heading: { test: /^#{1,6} /, make: () => '## ' },
  bulleted: { test: /^[-*+] /, make: () => '- ' },
  numbered: { test: /^\d+[.)] /, make: (index) => `${index + 1}. ` },
}

export function applyMarkdown(action: MarkdownAction, edit: TextEdit, placeholders: Placeholders): TextEdit {
  if (action === 'bold') return wrap(edit, '**', '**', placeholders.bold)
  if (action === 'link') return linkOf(edit, placeholders.link)
  return prefixLines(edit, LINE_PREFIX[action])
}

/** `**selection**`, or the selection without them when it already has them. */
function wrap({ text, selectionStart: start, selectionEnd: end }: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  if (text.slice(start - before.length, start) === before && text.slice(end, end + after.length) === after) {
    const inner = text.slice(start, end)
    return { text: text.slice(0, start - before.length) + inner + text.slice(end + after.length), selectionStart: start - before.length, selectionEnd: end - before.length }
  }
  const inner = text.slice(start, end) || placeholder
  const next = text.slice(0, start) + before + inner + after + text.slice(end)
  return { text: next, selectionStart: start + before.length, selectionEnd: start + before.length + inner.length }
}

/** `[selection](https://)`, the address selected for typing over. */
function linkOf({ text, selectionStart: start, selectionEnd: end }: TextEdit, placeholder: string): TextEdit {
  const label = text.slice(start, end) || placeholder
  const address = 'https://'
  const inserted = `[${label}](${address})`
  const addressAt = start + label.length + 3
  return { text: text.slice(0, start) + inserted + text.slice(end), selectionStart: addressAt, selectionEnd: addressAt + address.length }
}

/** Each line the selection touches gets the prefix, or loses it when every one has it already. */
function prefixLines({ text, selectionStart, selectionEnd }: TextEdit, prefix: { test: RegExp; make: (index: number) => string }): TextEdit {
  const from = text.lastIndexOf('\n', selectionStart - 1) + 1
  const endOfLine = text.indexOf('\n', selectionEnd)
  const to = endOfLine === -1 ? text.length : endOfLine
  const lines = text.slice(from, to).split('\n')
  const remove = lines.every((line) => prefix.test.test(line))
  const changed = lines.map((line, index) => (remove ? line.replace(prefix.test, '') : prefix.make(index) + line.replace(/^(#{1,6}|[-*+]|\d+[.)]) /, ''))).join('\n')
  return { text: text.slice(0, from) + changed + text.slice(to), selectionStart: from, selectionEnd: from + changed.length }
}
