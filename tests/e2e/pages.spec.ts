import { expect, test } from '@playwright/test'
import { sitemapXml } from './support/sitemap.ts'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { expectNoHorizontalScroll, loginAsSuperadmin } from './support/layout.ts'
import { LANGUAGES } from './support/languages.ts'

test.describe('about page', () => {
  test('counts the achievements up once they scroll into view', async ({ page }) => {
    await page.goto('/sobre-nosotros')
    await expect(page.getByRole('heading', { level: 1, name: es.about.hero.title })).toBeVisible()
    const sold = page.locator('[data-count-to="500"]')
    // Below the fold the counter shows its real figure (never a zero to a reader who does not scroll)...
    await expect(sold).toHaveText('500')
    await expect(sold).not.toHaveAttribute('data-counted', 'true')
    await sold.scrollIntoViewIfNeeded()
    // ...and ends on the real figure, formatted for Spanish.
    await expect(sold).toHaveAttribute('data-counted', 'true')
    await expect(sold).toHaveText('500')
    await expect(page.locator('[data-count-to="1200"]')).toHaveText(new Intl.NumberFormat('es-ES').format(1200))
    await expect(page.locator('[data-count-to="5"]')).toHaveText('5')
    await expect(page.getByRole('link', { name: es.about.mission.cta })).toHaveAttribute('href', '/contactanos')
    await expectNoHorizontalScroll(page)
  })

  test('is translated to English and Portuguese', async ({ page }) => {
    await page.goto('/en/sobre-nosotros')
    await expect(page.getByRole('heading', { level: 1, name: en.about.hero.title })).toBeVisible()
    await expect(page.getByText(en.about.values.commitment, { exact: true })).toBeVisible()
    await page.goto('/pt/sobre-nosotros')
    await expect(page.getByRole('heading', { level: 1, name: pt.about.hero.title })).toBeVisible()
    await expect(page.getByRole('link', { name: pt.about.mission.cta })).toHaveAttribute('href', '/pt/contactanos')
  })
})

test.describe('contact page', () => {
  test('shows the contact page messages under each invalid field and sends nothing', async ({ page }) => {
    let posted = 0
    await page.route('**/api/contact', (route) => {
      posted += 1
      return route.continue()
    })
    await page.goto('/contactanos')
    const submit = page.getByRole('button', { name: es.contactPage.submit })
    await expect(submit).toBeEnabled()
    await page.getByLabel(es.contact.name, { exact: true }).fill('A')
    await page.getByLabel(es.contact.email, { exact: true }).fill('not-an-email')
    await page.getByLabel(es.contact.message, { exact: true }).fill('corto')
    await submit.click()
    await expect(page.getByText(es.contactPage.nameError)).toBeVisible()
    await expect(page.getByText(es.contactPage.emailError)).toBeVisible()
    await expect(page.getByText(es.contactPage.messageError)).toBeVisible()
    await expect(page.getByLabel(es.contact.name, { exact: true })).toBeFocused()
    await expect(page.getByLabel(es.contact.name, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(0)

    // Fixing a field clears its message.
    await page.getByLabel(es.contact.name, { exact: true }).fill('Ana')
    await expect(page.getByText(es.contactPage.nameError)).toBeHidden()
    await expect(page.getByText(es.contactPage.emailError)).toBeVisible()
  })

  test('sends an inquiry: Enviando..., success toast, what was sent, and the inquiry reaches the inbox', async ({ page, request }) => {
    const stamp = `Consulta de prueba ${Date.now()}`
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contactanos')
    await page.getByLabel(es.contact.name, { exact: true }).fill('Lucía Paredes')
    await page.getByLabel(es.contact.email, { exact: true }).fill('lucia@example.com')
    await page.getByLabel(es.contact.phone, { exact: true }).fill('+593 99 111 2222')
    await page.getByLabel(es.contact.message, { exact: true }).fill(stamp)
    await page.getByRole('button', { name: es.contactPage.submit }).click()

    const busy = page.getByRole('button', { name: es.contactPage.sendingButton })
    await expect(busy).toBeDisabled()
    await expect(page.getByText(es.contact.sending)).toBeVisible()
    release()

    await expect(page.getByText(es.contactPage.success)).toBeVisible()
    await expect(page.getByText(es.contact.sending)).toBeHidden()
    await expect(page.getByRole('heading', { name: es.contactPage.sent.title })).toBeVisible()
    await expect(page.locator('blockquote')).toHaveText(stamp)

    const token = await loginAsSuperadmin(request)
    const inbox = await request.get('/api/admin/inquiries?limit=50', { headers: { authorization: `Bearer ${token}` } })
    const body = (await inbox.json()) as { data: { message: string; email: string; phone: string | null }[] }
    const stored = body.data.find((inquiry) => inquiry.message === stamp)
    expect(stored?.email).toBe('lucia@example.com')
    expect(stored?.phone).toBe('+593 99 111 2222')
  })

  test('keeps what the visitor wrote and says so when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }))
    await page.goto('/contactanos')
    await page.getByLabel(es.contact.name, { exact: true }).fill('Lucía')
    await page.getByLabel(es.contact.email, { exact: true }).fill('lucia@example.com')
    await page.getByLabel(es.contact.message, { exact: true }).fill('Quiero visitar la casa este sábado.')
    await page.getByRole('button', { name: es.contactPage.submit }).click()
    await expect(page.getByText(es.contactPage.error)).toBeVisible()
    await expect(page.getByLabel(es.contact.message, { exact: true })).toHaveValue('Quiero visitar la casa este sábado.')
    await expect(page.getByRole('button', { name: es.contactPage.submit })).toBeEnabled()
  })

  test('offers call and WhatsApp links and the opening hours, in every language', async ({ page }) => {
    await page.goto('/contactanos')
    await expect(page.getByRole('link', { name: es.contactPage.callNow })).toHaveAttribute('href', /^tel:\+\d{9,}$/)
    const whatsapp = page.getByRole('link', { name: es.contactPage.whatsapp })
    const href = await whatsapp.getAttribute('href')
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(decodeURIComponent(href!.split('text=')[1])).toBe(es.contactPage.whatsappMessage)
    await expect(page.getByText(es.contactPage.sunday)).toBeVisible()
    await expectNoHorizontalScroll(page)

    await page.goto('/en/contactanos')
    await expect(page.getByRole('heading', { level: 1, name: en.contactPage.hero.title })).toBeVisible()
    await expect(page.getByRole('button', { name: en.contactPage.submit })).toBeVisible()
    await page.goto('/pt/contactanos')
    await expect(page.getByRole('heading', { level: 1, name: pt.contactPage.hero.title })).toBeVisible()
    await page.getByRole('button', { name: pt.contactPage.submit }).click()
    // An empty name is asked for rather than called too short (issue 22).
    await expect(page.getByText(pt.contact.nameRequired)).toBeVisible()
  })
})

test.describe('legal support page', () => {
  test('lists the six services, three partner firms and four steps', async ({ page }) => {
    await page.goto('/soporte-legal')
    await expect(page.getByRole('heading', { level: 1, name: es.legal.hero.title })).toBeVisible()
    for (const key of ['contracts', 'dueDiligence', 'notarial', 'tax', 'disputes', 'preventive'] as const) await expect(page.getByRole('heading', { name: es.legal.services[key] })).toBeVisible()
    for (const key of ['p1', 'p2', 'p3'] as const) await expect(page.getByRole('heading', { name: es.legal.partners[key] })).toBeVisible()
    await expect(page.locator('ol > li')).toHaveCount(4)
    await expectNoHorizontalScroll(page)
    await page.goto('/en/soporte-legal')
    await expect(page.getByRole('heading', { name: en.legal.services.dueDiligence })).toBeVisible()
  })
})

test.describe('not found', () => {
  for (const [prefix, dict] of LANGUAGES) {
    test(`an unknown page answers 404 in its language (${prefix || '/'})`, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-existe-esta-pagina`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: dict.notFound.title })).toBeVisible()
      await expect(page.getByRole('link', { name: dict.notFound.search })).toHaveAttribute('href', `${prefix}/propiedades`)
      await page.getByRole('link', { name: dict.notFound.home }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`))
    })
  }
})

test.describe('sitemap and robots', () => {
  test('the sitemap lists every active listing in every language, sold and rented ones too, and no inactive one', async ({ request }) => {
    // A sold listing's page still answers (links and search engines keep working): it stays listed.
    const listings = await request.get('/api/properties?limit=100&includeClosed=true')
    const { data, pagination } = (await listings.json()) as { data: { slug: string }[]; pagination: { total: number } }
    const { files, xml } = await sitemapXml(request)
    expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/listings-1.xml'])
    expect((await request.get('/sitemaps/listings-2.xml')).status()).toBe(404)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    expect(locs.filter((path) => /^\/(en\/|pt\/)?propiedades\/.+/.test(path))).toHaveLength(pagination.total * 3)
    for (const { slug } of data.slice(0, 5)) {
      expect(locs).toContain(`/propiedades/${slug}`)
      expect(locs).toContain(`/en/propiedades/${slug}`)
      expect(locs).toContain(`/pt/propiedades/${slug}`)
    }
    for (const path of ['/', '/en', '/pt/oportunidades', '/sobre-nosotros', '/en/contactanos', '/pt/soporte-legal']) expect(locs).toContain(path)
    expect(xml).toContain('hreflang="pt-BR"')
  })

  test('robots.txt points at the sitemap and keeps crawlers out of the admin area', async ({ request }) => {
    const res = await request.get('/robots.txt')
    expect(res.status()).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m)
    expect(text).toContain('Disallow: /admin')
  })
})

test.describe('header', () => {
  test('the language selector moves to the same page in the chosen language and remembers it', async ({ page, isMobile }) => {
    await page.goto('/sobre-nosotros')
    if (isMobile) await page.getByRole('button', { name: es.nav.openMenu }).click()
    const selector = page.getByRole('navigation', { name: es.nav.language }).filter({ visible: true })
    await selector.getByRole('link', { name: 'EN' }).click()
    await expect(page).toHaveURL(/\/en\/sobre-nosotros$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: en.about.hero.title })).toBeVisible()
    // The next visit to a Spanish address lands in English.
    await page.goto('/contactanos')
    await expect(page).toHaveURL(/\/en\/contactanos$/)
  })

  test('the dark theme is remembered and applied before the first paint', async ({ page, isMobile }) => {
    await page.goto('/soporte-legal')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.getByRole('button', { name: es.nav.themeDark }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByRole('button', { name: es.nav.themeLight })).toHaveAttribute('aria-pressed', 'true')
    // On the next page the class is set by the inline head script, before any module runs.
    const classAtFirstParse = page.waitForEvent('domcontentloaded').then(() => page.evaluate(() => document.documentElement.className))
    await page.goto('/sobre-nosotros')
    expect(await classAtFirstParse).toContain('dark')
    if (isMobile) return
    await page.getByRole('button', { name: es.nav.themeLight }).click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
  })

  test('shows the panel and logout buttons to a logged-in user, and logging out says so', async ({ page, isMobile }) => {
    // The session is the HttpOnly cookie the login sets in the page's context; the header follows
    // the island's record of who is signed in.
    const { user } = (await (await page.request.post('/api/auth/login', { data: { email: 'admin@inmobiliaria.test', password: 'Demo-Casa-2026!' } })).json()) as { user: unknown }
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('session-user', JSON.stringify({ user: value }))
        sessionStorage.setItem('seeded', '1')
      }
    }, user)
    await page.goto('/sobre-nosotros')
    if (isMobile) await page.getByRole('button', { name: es.nav.openMenu }).click()
    await expect(page.getByRole('link', { name: es.nav.panel }).filter({ visible: true })).toHaveAttribute('href', '/admin/dashboard')
    await page.getByRole('button', { name: es.nav.logout }).filter({ visible: true }).click()
    await expect(page.getByText(es.nav.loggedOut)).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    if (isMobile) await page.getByRole('button', { name: es.nav.openMenu }).click()
    await expect(page.getByRole('link', { name: es.nav.login }).filter({ visible: true })).toBeVisible()
  })
})
