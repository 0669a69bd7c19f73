// Before first paint: the remembered theme and the language the admin UI will use. Inlined into the
// admin shell's head (_AdminShell.astro); its SHA-256 is allowed by the CSP (astro.config.mjs).
;(function () {
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
    const lang = localStorage.getItem('lang')
    if (lang === 'en') document.documentElement.lang = 'en'
    if (lang === 'pt') document.documentElement.lang = 'pt-BR'
  } catch {
    // Storage can be unavailable (privacy modes): keep the defaults.
  }
})()
