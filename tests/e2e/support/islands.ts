import type { Page } from '@playwright/test'

/** Holds an island's script until released: the visitor types or taps on the server's HTML meanwhile. */
export async function holdIsland(page: Page, component: string): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
    await held
    await route.continue()
  })
  return release
}
