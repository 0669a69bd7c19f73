import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { NumberKey } from '../model/filterLayout.ts'
import type { Problems } from '../model/useNumberProblems.ts'

interface Props {
  keys: NumberKey[]
  problems: Problems
  /** The message's id, which its field names in `aria-describedby`. */
  errorId: (key: NumberKey) => string
  t: Translate<KeysOf<'validation.number'>>
}

/** Why the typed numbers of a range cannot be read, once their field was left. */
export function NumberErrors({ keys, problems, errorId, t }: Props) {
  return keys.map((key) => {
    const entry = problems[key]
    return (
      entry?.show && (
        <p key={key} id={errorId(key)} className="field-error">
          {t(entry.problem.key, entry.problem.params)}
        </p>
      )
    )
  })
}
