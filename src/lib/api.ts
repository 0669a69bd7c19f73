import ky, { HTTPError } from 'ky'
import { $session, endSession } from './session.ts'
import { DEFAULT_LANGUAGE } from '../shared/constants.ts'

/**
 * Listeners told when the API refused a call because a superadmin now requires two-step
 * verification of this account (403 `twoFactorSetupRequired`): the admin takes the user to its set-up.
 */
const setupRequiredListeners = new Set<() => void>()
export function onTwoFactorSetupRequired(listener: () => void): () => void {
  setupRequiredListeners.add(listener)
  return () => setupRequiredListeners.delete(listener)
}

/**
 * The one HTTP client: /api prefix; the session travels in its HttpOnly cookie (same-origin fetch
 * sends it, and the server renews it), so no script handles a token; a 401 ends the session.
 */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('accept-language', document.documentElement.lang || DEFAULT_LANGUAGE)
      },
    ],
    afterResponse: [
      async (_request, _options, response) => {
        if (response.status === 401 && $session.get().isAuthenticated) endSession()
        if (response.status === 403 && setupRequiredListeners.size > 0) {
          const body = (await response
            .clone()
            .json()
            .catch(() => null)) as { twoFactorSetupRequired?: boolean } | null
          if (body?.twoFactorSetupRequired) for (const listener of setupRequiredListeners) listener()
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
