import { useStore } from '@nanostores/react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { LANGUAGES } from '../../../../shared/constants.ts'
import { HTML_LANG } from '../../../../shared/locale.ts'
import { $lang, useT } from '../../shared/model/i18n.ts'
import { ACCOUNT_PATH } from '../../shared/model/router.ts'
import { saveLanguage } from '../../session/api.ts'
import { logout } from '../../session/model/logout.ts'
import { $theme, toggleTheme } from '../../shared/model/theme.ts'
import { $session } from '../../../../lib/session.ts'
import { Icon, BrandMark } from '../../shared/ui/Icons.tsx'
import { isSuperadminOnly, sectionOf, type AdminRouteName } from '../router.ts'
import { SCREENS } from '../screens.tsx'

type NavScreen = Extract<(typeof SCREENS)[number], { nav: object }>
const hasNav = (screen: (typeof SCREENS)[number]): screen is NavScreen => 'nav' in screen

/** Sidebar by role (docs/specs/admin-area.md §2): the screens with a link of their own that the user may open. */
const navItems = (isSuperadmin: boolean) => SCREENS.filter(hasNav).filter((screen) => isSuperadmin || !isSuperadminOnly(screen))

export function AdminLayout({ route, children }: { route: AdminRouteName; children: ReactNode }) {
  const { t, lang } = useT()
  const session = useStore($session)
  const theme = useStore($theme)
  // The phone menu stays open only on the screen it was opened on: choosing a screen closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<AdminRouteName | null>(null)
  const menuOpen = menuOpenOn === route
  const menuId = useId()
  const langId = useId()
  const user = session.user
  const isSuperadmin = user?.role === 'superadmin'
  // The server keeps the language the admin works in, so the mail it sends them reads the same.
  const userId = user?.id
  useEffect(() => {
    if (userId !== undefined) void saveLanguage(lang).catch(() => {})
  }, [lang, userId])
  const items = navItems(isSuperadmin)
  const section = sectionOf(route)

  const sidebar = (
    <div className="flex h-full flex-col gap-6 p-4">
      <a href="/" target="_self" className="hidden items-center gap-2 text-lg font-bold text-slate-900 lg:flex dark:text-white">
        <BrandMark className="h-8 w-8" />
        <span>{t('layout.brand')}</span>
      </a>
      <nav aria-label={t('layout.navLabel')}>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.name}>
              <a
                href={item.path}
                aria-current={item.name === section ? 'page' : undefined}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-orange-300"
              >
                <Icon name={item.nav.icon} />
                {t(item.nav.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        {user && (
          <div className="flex items-center gap-3" data-testid="session-user">
            <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
              {user.name.trim().charAt(0).toUpperCase() || '?'}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</p>
              <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
            </div>
          </div>
        )}
        <a
          href={ACCOUNT_PATH}
          aria-current={route === 'account' ? 'page' : undefined}
          className="btn-ghost justify-start aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-orange-300"
        >
          <Icon name="shield" />
          {t('account.nav')}
        </a>
        <div className="flex items-center gap-2">
          <button type="button" className="btn-ghost px-2" aria-pressed={theme === 'dark'} aria-label={theme === 'dark' ? t('layout.themeLight') : t('layout.themeDark')} onClick={toggleTheme}>
            <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
          </button>
          <label htmlFor={langId} className="sr-only">
            {t('layout.language')}
          </label>
          <select id={langId} className="field w-auto py-1.5 text-sm" value={lang} onChange={(event) => $lang.set(event.target.value as typeof lang)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={HTML_LANG[l]}>
                {t(`layout.languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <a href="/" target="_self" className="btn-ghost justify-start">
          <Icon name="external" />
          {t('layout.viewSite')}
        </a>
        <button type="button" className="btn-outline justify-start" onClick={() => void logout(t)}>
          <Icon name="logout" />
          {t('layout.logout')}
        </button>
      </div>
    </div>
  )

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#admin-main"
        target="_self"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        {t('layout.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden dark:border-slate-800 dark:bg-slate-950">
        <a href="/" target="_self" className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
          <BrandMark className="h-7 w-7" />
          <span>{t('layout.brand')}</span>
        </a>
        <button
          type="button"
          className="btn-ghost px-2"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
          onClick={() => setMenuOpenOn(menuOpen ? null : route)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} className="h-6 w-6" />
        </button>
      </header>
      <aside
        id={menuId}
        className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:block lg:h-screen lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0 dark:border-slate-800 dark:bg-slate-950`}
      >
        {sidebar}
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 bg-slate-50 px-4 py-6 sm:px-6 lg:px-8 dark:bg-slate-900/40">
        {children}
      </main>
    </div>
  )
}
