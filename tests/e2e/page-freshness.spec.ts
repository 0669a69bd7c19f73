import { expect, test } from '@playwright/test'
import type { Property } from '../../src/shared/types.ts'
import { apiLogin, auth, createListing, listingsDeletedAfterFile, MARIA } from './admin-fixtures.ts'

// Issue 24: pages are kept per process and by CDNs for a short, stated time, revalidated by an ETag
// known before rendering; a listing's change reaches its page and the searches that show it at once.

const created = listingsDeletedAfterFile()

test('every kind of public page tells a CDN how long to keep it; private ones are never kept', async ({ request }) => {
  const [listing] = (await (await request.get('/api/properties?limit=1')).json()).data as Property[]
  for (const url of ['/', '/en/', '/propiedades?country=country_ec', `/propiedades/${listing.slug}`, '/venta/casas', '/pt/oportunidades']) {
    const res = await request.get(url)
    expect(res.status(), url).toBe(200)
    const cacheControl = res.headers()['cache-control']
    expect(cacheControl, url).toContain('public')
    expect(cacheControl, url).toContain('s-maxage=30')
    expect(cacheControl, url).toContain('stale-while-revalidate=300')
  }
  expect((await request.get('/alertas')).headers()['cache-control']).toContain('no-store')
  const api = await request.get('/api/properties?limit=3')
  expect(api.headers()['cache-control']).toContain('s-maxage=15')
})

test('a changed listing shows on its page and in the search at once, under a new ETag', async ({ request }, testInfo) => {
  const session = await apiLogin(request, MARIA)
  const marker = `${testInfo.project.name}${Date.now()}`
  const listing = (await createListing(request, session.token, { title: `Casa fresca ${marker}` })) as Property
  created.push(listing.id)
  // By id: a new title gives the listing a new slug.
  const page = `/propiedades/${listing.id}`
  const search = `/propiedades?q=${marker}`

  const first = await request.get(page)
  const tag = first.headers()['etag']
  expect(await first.text()).toContain(`Casa fresca ${marker}`)
  // The same page again: the same tag, and a revalidation costs no render (304).
  expect((await request.get(page)).headers()['etag']).toBe(tag)
  expect((await request.get(page, { headers: { 'if-none-match': tag } })).status()).toBe(304)
  expect(await (await request.get(search)).text()).toContain(`Casa fresca ${marker}`)

  const edit = await request.patch(`/api/properties/${listing.id}`, { headers: { ...auth(session.token), 'content-type': 'application/json' }, data: { title: `Casa renovada ${marker}` } })
  expect(edit.status()).toBe(200)

  const changed = await request.get(page, { headers: { 'if-none-match': tag } })
  expect(changed.status()).toBe(200)
  expect(changed.headers()['etag']).not.toBe(tag)
  const html = await changed.text()
  expect(html).toContain(`Casa renovada ${marker}`)
  expect(html).not.toContain(`Casa fresca ${marker}`)
  expect(await (await request.get(search)).text()).toContain(`Casa renovada ${marker}`)
})

test('a search page without words shows a listing edited into it at once, and not one edited elsewhere', async ({ request, playwright, baseURL }, testInfo) => {
  const session = await apiLogin(request, MARIA)
  // A visitor without the staff's session cookie, whose pages the server keeps.
  const visitor = await playwright.request.newContext({ baseURL })
  const marker = `${testInfo.project.name}${Date.now()}`
  const listing = (await createListing(request, session.token, { title: `Casa viajera ${marker}` })) as Property
  created.push(listing.id)
  const patch = async (data: Record<string, unknown>) => {
    const res = await request.patch(`/api/properties/${listing.id}`, { headers: { ...auth(session.token), 'content-type': 'application/json' }, data })
    expect(res.status(), await res.text()).toBe(200)
  }
  // Newest first, so a listing that joins it is on its first page; kept by the server between requests.
  const search = '/propiedades?country=country_pe&city=pe_lima&operation=rent'
  expect(await (await visitor.get(search)).text()).not.toContain(marker)
  expect(await (await visitor.get(search)).text()).not.toContain(marker)
  // An edit the search does not see, then one that brings the listing into it.
  await patch({ bedrooms: 4 })
  expect(await (await visitor.get(search)).text()).not.toContain(marker)
  await patch({ countryId: 'country_pe', cityId: 'pe_lima', priceType: 'rent', title: `Departamento viajero ${marker}` })
  expect(await (await visitor.get(search)).text()).toContain(`Departamento viajero ${marker}`)
  // And out again.
  await patch({ priceType: 'sale' })
  expect(await (await visitor.get(search)).text()).not.toContain(marker)
  await visitor.dispose()
})
