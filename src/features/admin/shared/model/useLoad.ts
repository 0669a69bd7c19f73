import { useCallback, useEffect, useRef, useState } from 'react'
import { failureOf, type FailedCall } from '../api/adminApi.ts'

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; failure: FailedCall }

const LOADING = { status: 'loading' } as const

/**
 * Runs `load` whenever `key` changes and on `reload()`; answers of superseded runs are dropped.
 * `update` changes the loaded data in place (after a toggle, say) without loading again.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): [Load<T>, () => void, (change: (data: T) => T) => void] {
  const [generation, setGeneration] = useState(0)
  const tag = `${key}#${generation}`
  const [result, setResult] = useState<{ tag: string; load: Load<T> } | null>(null)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })

  useEffect(() => {
    let current = true
    loadRef.current().then(
      (data) => current && setResult({ tag, load: { status: 'ready', data } }),
      async (error: unknown) => {
        const failure = await failureOf(error)
        if (current) setResult({ tag, load: { status: 'error', failure } })
      },
    )
    return () => {
      current = false
    }
  }, [tag])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  const update = useCallback(
    (change: (data: T) => T) => setResult((r) => (r && r.load.status === 'ready' ? { ...r, load: { status: 'ready', data: change(r.load.data) } } : r)),
    [],
  )
  return [result && result.tag === tag ? result.load : LOADING, reload, update]
}
