// Before first paint: the remembered theme and the language the admin UI will use. Inlined into the
// admin shell's head (_AdminShell.astro) with the languages filled in (languageConfig.ts); the
// SHA-256 of what is inlined is allowed by the CSP (astro.config.mjs).
;(function (config) {
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
    const lang = localStorage.getItem('lang')
    if (lang && lang !== config.fallback && Object.prototype.hasOwnProperty.call(config.htmlLang, lang)) document.documentElement.lang = config.htmlLang[lang]
  } catch {
    // Storage can be unavailable (privacy modes): keep the defaults.
  }
})(/*@languages*/ null)
