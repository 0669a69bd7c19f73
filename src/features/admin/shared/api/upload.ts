import type { ApiErrorBody } from '../../../../lib/api.ts'
import { DEFAULT_LANGUAGE } from '../../../../shared/constants.ts'
import { $session, endSession } from '../../../../lib/session.ts'

/** A failed multipart upload, with the contract's error body when the server sent one. */
export class UploadError extends Error {
  readonly status: number
  readonly body: ApiErrorBody | null

  constructor(status: number, body: ApiErrorBody | null) {
    super(body?.message ?? `Upload failed (${status})`)
    this.status = status
    this.body = body
  }
}

/**
 * Multipart create/update with upload progress. fetch (and so ky) cannot report upload progress
 * over HTTP/1.1, so this one call uses XMLHttpRequest, with the same rules as the ky client:
 * the session cookie (sent by the browser, renewed by the server), a 401 ends the session.
 */
export function sendMultipart<T>(method: 'POST' | 'PUT', path: string, body: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, `/api/${path}`)
    xhr.setRequestHeader('accept-language', document.documentElement.lang || DEFAULT_LANGUAGE)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onerror = () => reject(new UploadError(0, null))
    xhr.ontimeout = () => reject(new UploadError(0, null))
    xhr.onload = () => {
      let parsed: unknown
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        parsed = null
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve(parsed as T)
        return
      }
      if (xhr.status === 401 && $session.get().isAuthenticated) endSession()
      const errorBody = parsed && typeof (parsed as ApiErrorBody).message === 'string' ? (parsed as ApiErrorBody) : null
      reject(new UploadError(xhr.status, errorBody))
    }
    xhr.send(body)
  })
}
