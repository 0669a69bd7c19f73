// Before first paint: the remembered theme (no flash) and the remembered language. Inlined into
// every public page's head (BaseLayout.astro) with the languages filled in (languageConfig.ts); the
// SHA-256 of what is inlined is allowed by the CSP (astro.config.mjs).
;(function (config) {
  try {
    // A choice made with the toggle wins; without one, the system's setting.
    const theme = localStorage.getItem('theme')
    if (theme === 'dark' || (theme === null && matchMedia('(prefers-color-scheme: dark)').matches)) document.documentElement.classList.add('dark')
    const chosen = localStorage.getItem('lang')
    const path = location.pathname
    const prefixed = config.languages.filter(function (lang) {
      return lang !== config.fallback
    })
    const match = path.match(new RegExp('^/(' + prefixed.join('|') + ')(?=/|$)'))
    const current = match ? match[1] : config.fallback
    if (chosen && chosen !== current && config.languages.indexOf(chosen) !== -1 && !/^\/(admin|login)/.test(path)) {
      const bare = (match ? path.slice(match[0].length) : path) || '/'
      const prefix = chosen === config.fallback ? '' : '/' + chosen
      const target = prefix + (bare === '/' && prefix ? '' : bare)
      location.replace((target || '/') + location.search + location.hash)
    }
  } catch {
    // Storage can be blocked (private mode): the page simply keeps its defaults.
  }
})(/*@languages*/ null)
