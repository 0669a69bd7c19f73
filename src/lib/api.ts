import ky, { HTTPError } from 'ky'
import { REFRESHED_TOKEN_HEADER } from '../shared/constants.ts'
import { $session, endSession, replaceToken } from './session.ts'


/** Listeners told when a call answered 401 (the admin island sends the user to /login). */
const unauthorizedListeners = new Set<() => void>()
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** The one HTTP client: /api prefix, bearer token, sliding token refresh, 401 ends the session. */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = $session.get()
        if (token) request.headers.set('authorization', `Bearer ${token}`)
        request.headers.set('accept-language', document.documentElement.lang || 'es')
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        const refreshed = response.headers.get(REFRESHED_TOKEN_HEADER)
        if (refreshed) replaceToken(refreshed)
        if (response.status === 401 && $session.get().isAuthenticated) {
          endSession()
          for (const listener of unauthorizedListeners) listener()
        }
        return response
      },
    ],
  },
})

export interface ApiErrorBody {
  message: string
  errors?: { path: string; message: string }[]
}

/** The contract's error body of a failed call, or null when the failure was not an API answer. */
export async function apiError(error: unknown): Promise<(ApiErrorBody & { status: number }) | null> {
  if (!(error instanceof HTTPError)) return null
  try {
    const body = (await error.response.clone().json()) as ApiErrorBody
    return { ...body, status: error.response.status }
  } catch {
    return { message: error.message, status: error.response.status }
  }
}
