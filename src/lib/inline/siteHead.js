// Before first paint: the remembered theme (no flash) and the remembered language. Inlined into
// every public page's head (BaseLayout.astro); its SHA-256 is allowed by the CSP (astro.config.mjs).
;(function () {
  try {
    // A choice made with the toggle wins; without one, the system's setting.
    const theme = localStorage.getItem('theme')
    if (theme === 'dark' || (theme === null && matchMedia('(prefers-color-scheme: dark)').matches)) document.documentElement.classList.add('dark')
    const chosen = localStorage.getItem('lang')
    const path = location.pathname
    const current = /^\/en(\/|$)/.test(path) ? 'en' : /^\/pt(\/|$)/.test(path) ? 'pt' : 'es'
    if (chosen && chosen !== current && /^(es|en|pt)$/.test(chosen) && !/^\/(admin|login)/.test(path)) {
      const bare = path.replace(/^\/(en|pt)(?=\/|$)/, '') || '/'
      const target = (chosen === 'es' ? '' : '/' + chosen) + (bare === '/' && chosen !== 'es' ? '' : bare)
      location.replace((target || '/') + location.search + location.hash)
    }
  } catch {
    // Storage can be blocked (private mode): the page simply keeps its defaults.
  }
})()
