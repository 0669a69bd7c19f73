// The page's one toast host. Pages whose islands toast at once hydrate it as an island (BaseLayout's
// `toasts`, marked on <body>); elsewhere React and the host load only when something is to be shown.
let requested = false

/** Mounts the toast host unless the page has one: toasts raised meanwhile wait in react-hot-toast's store. */
export function ensureToastHost(): void {
  if (requested || document.body.hasAttribute('data-toast-island')) return
  requested = true
  void import('../components/mountToastHost.tsx').then(({ mountToastHost }) => mountToastHost())
}
