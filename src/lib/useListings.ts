import { startTransition, useEffect, useState } from 'react'
import type { Paged, Property } from '../shared/types.ts'
import { apiError } from './api.ts'
import { fetchListings, type ListingQuery } from './listings.ts'

export type ListingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'loaded'; result: Paged<Property> }

type Answer = { key: string } & ({ status: 'error'; message: string | null } | { status: 'loaded'; result: Paged<Property> })

/**
 * GET /api/properties for a query, again whenever the query changes. A newer query aborts the
 * older request, so a slow answer can never overwrite a newer one; until the answer for the
 * current query arrives the state is 'loading'.
 */
export function useListings(query: ListingQuery | null): ListingsState {
  const [answer, setAnswer] = useState<Answer | null>(null)
  const key = query ? JSON.stringify(query) : null
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    fetchListings(JSON.parse(key) as ListingQuery, controller.signal)
      // A transition lets React render a page of cards in slices instead of one long task.
      .then((result) => startTransition(() => setAnswer({ key, status: 'loaded', result })))
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('[listings] request failed', error)
        const message = (await apiError(error))?.message ?? null
        if (!controller.signal.aborted) setAnswer({ key, status: 'error', message })
      })
    return () => controller.abort()
  }, [key])
  if (!answer || answer.key !== key) return { status: 'loading' }
  return answer.status === 'loaded' ? { status: 'loaded', result: answer.result } : { status: 'error', message: answer.message }
}
