import { expect, test } from '@playwright/test'
import pt from '../../i18n/pt.json' with { type: 'json' }
import { createListing } from './support/listings.ts'
import { LANGUAGES } from './support/languages.ts'

// Issue 22 item 6: on a phone, call, WhatsApp and the form are a tap away from the first screen of
// a listing, without covering the page's last lines; wide screens keep the price box beside the photos.

test('a phone shows call, WhatsApp and message at the bottom of the first screen; a wide screen does not', async ({ page, request, context, isMobile }) => {
  const listing = await createListing(request, { title: `Casa con barra de contacto ${Date.now()}` })
  await context.route('https://wa.me/**', (route) => route.abort())
  const counted: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/contact-clicks')) counted.push(JSON.parse(req.postData() ?? '{}').channel)
  })
  for (const [prefix, dict] of LANGUAGES) {
    await page.goto(`${prefix}/propiedades/${listing.slug}`)
    const bar = page.getByRole('complementary', { name: dict.property.contactBar.label })
    if (!isMobile) {
      await expect(bar).toBeHidden()
      await expect(page.getByRole('link', { name: dict.property.call })).toBeInViewport()
      continue
    }
    await expect(bar).toBeInViewport({ ratio: 1 })
    for (const link of await bar.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 })
    await expect(bar.getByRole('link', { name: dict.property.contactBar.call })).toHaveAttribute('href', /^tel:\+?\d{7,}$/)
    await expect(bar.getByRole('link', { name: dict.property.contactBar.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{7,}\?text=/)
    await bar.getByRole('link', { name: dict.property.contactBar.message }).click()
    const name = page.getByRole('region', { name: dict.property.contactTitle }).getByLabel(dict.contact.name, { exact: true })
    await expect(name).toBeFocused()
    await expect(name).toBeInViewport()
    // With the form on screen the bar steps aside, and comes back away from it.
    await expect(bar).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toBeInViewport({ ratio: 1 })
  }
  if (!isMobile) return

  // Taps count as leads, as the price box's buttons do.
  const bar = page.getByRole('complementary', { name: pt.property.contactBar.label })
  const call = bar.getByRole('link', { name: pt.property.contactBar.call })
  await call.evaluate((link: HTMLAnchorElement) => link.addEventListener('click', (event) => event.preventDefault()))
  await call.click()
  const popup = context.waitForEvent('page')
  await bar.getByRole('link', { name: pt.property.contactBar.whatsapp }).click()
  await (await popup).close()
  await expect.poll(() => counted).toEqual(['call', 'whatsapp'])

  // At the bottom of the page the footer's last line sits above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeInViewport()
  await expect(bar).toBeVisible()
  await expect.poll(async () => (await footer.boundingBox())!.y + (await footer.boundingBox())!.height - (await bar.boundingBox())!.y).toBeLessThanOrEqual(0)
})
