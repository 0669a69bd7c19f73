/**
 * The token a mail link carries in its fragment (`#token=…`), which never reaches a server log or a
 * referrer; taken off the address once read, so it is not left in the history or a shared copy.
 */
export function takeLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token')
  if (token) history.replaceState(history.state, '', window.location.pathname + window.location.search)
  return token
}
