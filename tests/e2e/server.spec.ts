import { expect, test } from '@playwright/test'

test.describe('the production server', () => {
  test('serves the home page with security headers', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['x-frame-options']).toBe('DENY')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('lists the demo listings through the API with their photos', async ({ request }) => {
    // Oldest first: the demo listings, before the many that other browser tests add.
    const res = await request.get('/api/properties?limit=100&sortBy=createdAt&sortOrder=asc')
    expect(res.status()).toBe(200)
    const body = await res.json()
    expect(body.pagination.total).toBeGreaterThanOrEqual(60)
    const countries = new Set(body.data.map((p: { countryId: string }) => p.countryId))
    expect([...countries].sort()).toEqual(['country_br', 'country_co', 'country_ec', 'country_pe'])
    // Browser tests add listings of their own; the demo ones all carry 3 to 6 photos.
    const first = body.data.find((p: { slug: string; images: string[] }) => p.images.length >= 3)
    expect(first.mainImage).toMatch(/^\/uploads\/.+\.webp$/)
    expect(first.images.length).toBeGreaterThanOrEqual(3)

    const photo = await request.get(first.mainImage)
    expect(photo.status()).toBe(200)
    expect(photo.headers()['content-type']).toBe('image/webp')
    expect(photo.headers()['cache-control']).toContain('immutable')
    const small = await request.get(first.mainImage.replace(/\.webp$/, '-400.webp'))
    expect(small.status()).toBe(200)
  })

  test('serves hashed assets compressed and cached for good', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const css = html.match(/href="(\/_astro\/[^"]+\.css)"/)?.[1]
    expect(css).toBeTruthy()
    const res = await request.get(css!, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toContain('immutable')
    expect(['br', 'gzip']).toContain(res.headers()['content-encoding'])
  })

  test('sends the pages made on demand compressed (a listing, a search)', async ({ request }) => {
    const res = await request.get('/api/properties?limit=1&sortBy=createdAt&sortOrder=asc')
    const [listing] = (await res.json()).data as { slug: string }[]
    for (const url of [`/propiedades/${listing.slug}`, '/en/propiedades?country=country_co&operation=rent']) {
      const page = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(page.status(), url).toBe(200)
      expect(['br', 'gzip'], url).toContain(page.headers()['content-encoding'])
      expect(await page.text(), url).toContain('</html>')
    }
  })

  test('pages answer with an ETag and 304 when the browser already has them', async ({ request }) => {
    const res = await request.get('/api/properties?limit=1&sortBy=createdAt&sortOrder=asc')
    const [listing] = (await res.json()).data as { slug: string }[]
    // Pre-rendered (home), made on demand (a listing, a search), compressed or not.
    for (const url of ['/', '/en/', `/propiedades/${listing.slug}`, '/propiedades?country=country_pe']) {
      for (const encoding of ['br, gzip', 'identity']) {
        const first = await request.get(url, { headers: { 'accept-encoding': encoding } })
        expect(first.status(), url).toBe(200)
        const tag = first.headers()['etag']
        expect(tag, `${url} (${encoding})`).toMatch(/^(W\/)?"[^"]+"$/)
        const again = await request.get(url, { headers: { 'accept-encoding': encoding, 'if-none-match': tag } })
        expect(again.status(), `${url} (${encoding})`).toBe(304)
        expect((await again.body()).length).toBe(0)
        const other = await request.get(url, { headers: { 'accept-encoding': encoding, 'if-none-match': '"not-this-one"' } })
        expect(other.status(), url).toBe(200)
        expect(await other.text(), url).toContain('</html>')
      }
    }
    // A wildcard on a page made on demand is answered once, and the server carries on.
    const wildcard = await request.get(`/propiedades/${listing.slug}`, { headers: { 'if-none-match': '*' } })
    expect([200, 304]).toContain(wildcard.status())
    expect((await request.get('/healthz')).status()).toBe(200)
  })

  test('answers an unknown page with a real 404 page', async ({ page }) => {
    const response = await page.goto('/no-existe-esta-pagina')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('link', { name: 'Volver al inicio', exact: true })).toBeVisible()
  })

  test('answers an unknown API path with the JSON error shape', async ({ request }) => {
    const res = await request.get('/api/no-such-thing')
    expect(res.status()).toBe(404)
    expect(typeof (await res.json()).message).toBe('string')
  })
})
