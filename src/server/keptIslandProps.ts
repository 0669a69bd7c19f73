type Serialize = (props: Record<string, unknown>, metadata: unknown) => string
type Escape = (text: string) => string

/**
 * An island's `props` attribute as Astro writes it, `escapeHTML(serializeProps(props))`, with the
 * part of each frozen prop value kept (scripts/build/islandPropsKept.ts, issue 24). Islands get the
 * same dictionaries, search options and rates on every page, and serialising and escaping them
 * again was most of a search page's 4 % in props. A value its maker froze (`Object.freeze`, the
 * whole tree) cannot change, so its text is kept per object, for as long as the object lives; any
 * other value is written afresh. Astro's own functions write every part, so the attribute is the
 * same text: JSON objects and HTML escaping both compose by concatenation.
 */
export function keptIslandProps(serialize: Serialize, escape: Escape) {
  const kept = new WeakMap<object, string>()
  // `{"key":…}` less its braces and name: Astro's serialised form of the value alone, escaped.
  const partOf = (key: string, value: unknown, metadata: unknown) => escape(serialize({ [key]: value }, metadata).slice(JSON.stringify(key).length + 2, -1))
  return (props: Record<string, unknown>, metadata: unknown): string => {
    const parts: string[] = []
    for (const [key, value] of Object.entries(props)) {
      let part: string | undefined
      if (typeof value === 'object' && value !== null && Object.isFrozen(value)) {
        part = kept.get(value)
        if (part === undefined) kept.set(value, (part = partOf(key, value, metadata)))
      } else part = partOf(key, value, metadata)
      parts.push(`${escape(JSON.stringify(key))}:${part}`)
    }
    return `{${parts.join(',')}}`
  }
}
