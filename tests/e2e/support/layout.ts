import { expect, type APIRequestContext, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/** The page is no wider than the window: nothing forces a horizontal scroll. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** axe-core over the whole page; serious and critical findings fail the test with their details. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    )
  expect(serious).toEqual([])
}

/** Switches the page to the dark theme the way a returning visitor has it: stored, applied before paint. */
export async function useDarkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
}

/** A token for one of the demo accounts (all share the demo password). */
export async function login(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: 'Demo-Casa-2026!' } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

export const loginAsSuperadmin = (request: APIRequestContext) => login(request, 'admin@inmobiliaria.test')

/** The demo admin who owns listings and has a phone number on her account. */
export const loginAsAdvertiser = (request: APIRequestContext) => login(request, 'maria@inmobiliaria.test')

/** Waits until a smooth scroll has finished: the page has not moved for half a second. */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const timer = setInterval(() => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 5) {
            clearInterval(timer)
            resolve()
          }
        }, 100)
      }),
  )
}
