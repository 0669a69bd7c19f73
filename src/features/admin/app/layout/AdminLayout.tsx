import { useStore } from '@nanostores/react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useT } from '../../shared/model/i18n.ts'
import { saveLanguage } from '../../session/api.ts'
import { $session } from '../../../../lib/session.ts'
import { Icon, BrandMark } from '../../shared/ui/Icons.tsx'
import type { SessionUser } from '../../../../shared/types.ts'
import { mayOpen, sectionOf, type AdminRouteName } from '../router.ts'
import { SCREENS } from '../screens.tsx'
import { SessionPanel } from './SessionPanel.tsx'

type NavScreen = Extract<(typeof SCREENS)[number], { nav: object }>
const hasNav = (screen: (typeof SCREENS)[number]): screen is NavScreen => 'nav' in screen

/** Sidebar by role (docs/specs/admin-area.md §2): the screens with a link of their own that the user may open. */
const navItems = (user: SessionUser | null) => SCREENS.filter(hasNav).filter((screen) => mayOpen(screen, user))

export function AdminLayout({ route, children }: { route: AdminRouteName; children: ReactNode }) {
  const { t, lang } = useT()
  const session = useStore($session)
  // The phone menu stays open only on the screen it was opened on: choosing a screen closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<AdminRouteName | null>(null)
  const menuOpen = menuOpenOn === route
  const menuId = useId()
  const user = session.user
  // The server keeps the language the admin works in, so the mail it sends them reads the same.
  const userId = user?.id
  useEffect(() => {
    if (userId !== undefined) void saveLanguage(lang).catch(() => {})
  }, [lang, userId])
  const items = navItems(user)
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
                {'navBadge' in item && item.navBadge()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SessionPanel route={route} />
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
