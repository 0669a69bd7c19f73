import { atom } from 'nanostores'
import { advertisers } from '../api.ts'

/** How many advertisers await review: the sidebar's badge; null until known (or when the call failed). */
export const $pendingAdvertisers = atom<number | null>(null)

/** Asks again, after a sign-in or a decision on the review screen. */
export function refreshPendingCount() {
  advertisers('pending', 1, 1).then(
    (answer) => $pendingAdvertisers.set(answer.pagination.total),
    () => $pendingAdvertisers.set(null),
  )
}
