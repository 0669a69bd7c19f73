import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { $session } from '../../../../lib/session.ts'
import { LANGUAGES } from '../../../../shared/constants.ts'
import { HTML_LANG } from '../../../../shared/locale.ts'
import { logout } from '../../session/model/logout.ts'
import { $lang, useT } from '../../shared/model/i18n.ts'
import { ACCOUNT_PATH, PROFILE_PATH } from '../../shared/model/router.ts'
import { $theme, toggleTheme } from '../../shared/model/theme.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import type { AdminRouteName } from '../router.ts'

/** The sidebar's foot: who is signed in, their profile and account, theme and language, the public site, logout. */
export function SessionPanel({ route }: { route: AdminRouteName }) {
  const { t, lang } = useT()
  const user = useStore($session).user
  const theme = useStore($theme)
  const langId = useId()
  return (
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
        href={PROFILE_PATH}
        aria-current={route === 'profile' ? 'page' : undefined}
        className="btn-ghost justify-start aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-orange-300"
      >
        <Icon name="users" />
        {t('profile.nav')}
      </a>
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
  )
}
