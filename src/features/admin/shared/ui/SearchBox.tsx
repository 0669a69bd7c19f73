import { useEffect, useId, useRef, useState } from 'react'
import { SEARCH_DELAY } from '../constants.ts'

interface Props {
  /** The search in force (from the address). */
  value: string
  onSearch: (text: string) => void
  label: string
  placeholder: string
}

/** A list's search box: sends the text once typing pauses, and follows the address on back/forward. */
export function SearchBox({ value, onSearch, label, placeholder }: Props) {
  const id = useId()
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // The address changed under the box (back, forward, a link): show its search.
  if (value !== shown) {
    setShown(value)
    setText(value)
  }
  const latest = useRef(onSearch)
  useEffect(() => {
    latest.current = onSearch
  })
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <div className="md:w-80">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" className="field" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  )
}
