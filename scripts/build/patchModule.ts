/**
 * A build plugin that rewrites one statement of one installed module (Astro's bundled runtime, its
 * React renderer), and fails the build when the statement is no longer there: an upgrade that
 * changes it is noticed, and the patch reviewed or dropped (docs/decisions/016).
 */
export function patchModule(name: string, file: RegExp, find: string | RegExp, replacement: string, options: { prepend?: string } = {}) {
  return {
    name,
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!file.test(id)) return null
      const found = typeof find === 'string' ? code.includes(find) : find.test(code)
      if (!found) throw new Error(`${id}: the code ${name} rewrites was not found; see scripts/build/`)
      // A function, so that `$` in the replacement is taken literally.
      return { code: (options.prepend ?? '') + code.replace(find, () => replacement), map: null }
    },
  }
}
