import { atom } from 'nanostores'

/** True between ending the session on purpose and leaving the page: the guard must not redirect nor say "expired". */
export const $leaving = atom(false)
