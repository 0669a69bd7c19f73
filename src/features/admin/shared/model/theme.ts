import { persistentAtom } from '@nanostores/persistent'

export type Theme = 'light' | 'dark'

/** The same 'theme' key the public site uses, light by default (docs/specs/admin-area.md §9). */
export const $theme = persistentAtom<Theme>('theme', 'light', {
  encode: (value) => value,
  decode: (value) => (value === 'dark' ? 'dark' : 'light'),
})

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
}

export function toggleTheme() {
  $theme.set($theme.get() === 'dark' ? 'light' : 'dark')
}
