import { useEffect, useState } from 'react'
import type { NumberInput } from '../../../shared/localNumber.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import { NUMBER_KEYS, type NumberKey } from './filterLayout.ts'

export type NumberProblem = Extract<NumberInput, { ok: false }>
/** A typed number that cannot be read, and whether its message shows yet (after the field is left). */
export type Problems = Partial<Record<NumberKey, { problem: NumberProblem; show: boolean }>>

/**
 * The filters' typed numbers that cannot be read, told to `onReadable` as a whole (the phone sheet
 * applies nothing while one cannot).
 */
export function useNumberProblems(value: SearchState, onReadable?: (readable: boolean) => void) {
  const [problems, setProblems] = useState<Problems>({})
  // A value changed elsewhere (a chip removed, back/forward, "clear all") replaces that field's typed text, and so its message.
  const [seen, setSeen] = useState(value)
  const changed = NUMBER_KEYS.filter((key) => value[key] !== seen[key])
  if (changed.length > 0) {
    setSeen(value)
    if (changed.some((key) => problems[key])) setProblems(Object.fromEntries(Object.entries(problems).filter(([key]) => !changed.includes(key as NumberKey))))
  }
  const readable = Object.keys(problems).length === 0
  useEffect(() => onReadable?.(readable), [readable, onReadable])

  const report = (key: NumberKey) => (problem: NumberProblem | null, show: boolean) =>
    setProblems((current) => {
      const { [key]: previous, ...rest } = current
      // Once shown, a message follows the typing until the text can be read.
      return problem ? { ...rest, [key]: { problem, show: show || Boolean(previous?.show) } } : rest
    })
  return { problems, report }
}
