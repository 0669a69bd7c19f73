import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

/** The one shape of data loaded in the browser. */
export type QueryState<T, E> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: E }

interface QueryOptions<E, T = unknown> {
  /** Turns a failure into what the screen shows (the API's message, a status…). */
  describe: (error: unknown) => Promise<E> | E
  /** Render the answer in a transition, so a page of cards renders in slices instead of one long task. */
  transition?: boolean
  /** What the server already rendered for this key: shown at once, not loaded again. */
  initial?: { key: string; data: T }
}

const LOADING = { status: 'loading' } as const

/**
 * Runs `load` whenever `key` changes and on `reload()`; a newer run aborts the older request, so a
 * slow answer never overwrites a newer one. A `null` key loads nothing (and stays 'loading').
 * `update` changes the loaded data in place (after a toggle, say) without loading again.
 */
export function useQuery<T, E>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { describe, transition = false, initial }: QueryOptions<E, T>,
): [QueryState<T, E>, () => void, (change: (data: T) => T) => void] {
  const [generation, setGeneration] = useState(0)
  const tag = key === null ? null : `${key}#${generation}`
  const initialTag = initial ? `${initial.key}#0` : null
  const [result, setResult] = useState<{ tag: string; state: QueryState<T, E> } | null>(null)
  // The latest closures, read when a run starts: the key, not the function's identity, decides a run.
  const latest = useRef({ load, describe })
  useEffect(() => {
    latest.current = { load, describe }
  })

  useEffect(() => {
    if (tag === null || tag === initialTag) return
    const controller = new AbortController()
    const settle = (state: QueryState<T, E>) => {
      if (controller.signal.aborted) return
      if (transition) startTransition(() => setResult({ tag, state }))
      else setResult({ tag, state })
    }
    latest.current.load(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      async (error: unknown) => {
        if (controller.signal.aborted) return
        settle({ status: 'error', error: await latest.current.describe(error) })
      },
    )
    return () => controller.abort()
  }, [tag, initialTag, transition])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  const update = useCallback((change: (data: T) => T) => setResult((r) => (r && r.state.status === 'ready' ? { ...r, state: { status: 'ready', data: change(r.state.data) } } : r)), [])
  const state = result && result.tag === tag ? result.state : tag !== null && tag === initialTag ? { status: 'ready' as const, data: initial!.data } : LOADING
  return [state, reload, update]
}
