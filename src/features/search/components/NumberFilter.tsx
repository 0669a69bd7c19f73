import { useState, type KeyboardEvent } from 'react'
import type { Language } from '../../../shared/constants.ts'
import { formatLocalNumber, readNumberInput, type NumberInput } from '../../../shared/localNumber.ts'
import { useTypedIntoState } from '../../../lib/useTypedIntoState.ts'

interface Props {
  id: string
  label: string
  placeholder: string
  value: number | null
  lang: Language
  /** 'blur': applies when the field is left or on Enter; 'input': at each readable keystroke (a draft). */
  commit: 'blur' | 'input'
  /** Prices read "400 mil" and "1,5 M"; areas do not. */
  shortForms: boolean
  onValue: (value: number | null) => void
  /** A text that cannot be read (null once it can), and whether to show its message yet. */
  onProblem: (problem: Extract<NumberInput, { ok: false }> | null, show: boolean) => void
  errorId?: string
}

const shown = (value: number | null, lang: Language) => (value === null ? '' : formatLocalNumber(value, lang))

/**
 * One number of the filters, typed the way the language writes it ("400.000" in es, "400,000" in
 * en). The address keeps plain numbers; the box shows the value back in the language once applied.
 */
export function NumberFilter({ id, label, placeholder, value, lang, commit, shortForms, onValue, onProblem, errorId }: Props) {
  const [text, setText] = useState(() => shown(value, lang))
  // The value the text stands for: a value changed elsewhere (a chip removed, back/forward) resets the
  // box (and useNumberProblems drops its message).
  const [standsFor, setStandsFor] = useState(value)
  if (value !== standsFor) {
    setStandsFor(value)
    setText(shown(value, lang))
  }

  const read = (typed: string) => readNumberInput(typed, lang, { shortForms })
  const apply = (typed: string, leaving: boolean) => {
    const result = read(typed)
    if (!result.ok) return onProblem(result, leaving)
    onProblem(null, false)
    setStandsFor(result.value)
    if (leaving) setText(shown(result.value, lang))
    if (result.value !== value) onValue(result.value)
  }

  // A number typed before the island ran (its script still loading) is applied as the island comes
  // to life when its box was already left; one still being typed in applies when it is left.
  useTypedIntoState([
    [
      id,
      (typed) => {
        setText(typed)
        if (document.activeElement?.id !== id) apply(typed, true)
      },
    ],
  ])

  return (
    <input
      id={id}
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      placeholder={placeholder}
      className="field h-11 w-full min-w-0"
      onChange={(event) => {
        setText(event.target.value)
        if (commit === 'input') apply(event.target.value, false)
      }}
      onBlur={(event) => apply(event.currentTarget.value, true)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => event.key === 'Enter' && apply(event.currentTarget.value, true)}
    />
  )
}
