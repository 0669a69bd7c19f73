import type { Page } from '@playwright/test'

/** Every request the page makes that leaves the site itself (map tiles, fonts or styles from outside). */
export function watchOrigins(page: Page, origin: string): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url)
  })
  return outside
}
