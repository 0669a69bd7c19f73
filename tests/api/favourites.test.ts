import { beforeAll, describe, expect, it } from 'vitest'
import type { PagedByIds, Property } from '../../src/shared/types.ts'
import { expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { auth, createListing, jsonHeaders } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 14: a visitor's favourites are read back by id, in the order kept, with those no longer
// available marked rather than dropped.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const L: Record<'a' | 'b' | 'sold' | 'hidden' | 'deleted', Property> = {} as never

beforeAll(async () => {
  L.a = await createListing(t, owner.token, { title: 'Favorito A en Quito' })
  L.b = await createListing(t, owner.token, { title: 'Favorito B en Quito' })
  L.sold = await createListing(t, owner.token, { title: 'Favorito vendido en Cumbayá', statusId: 'status_sold' })
  L.hidden = await createListing(t, owner.token, { title: 'Favorito retirado del portal' })
  L.deleted = await createListing(t, owner.token, { title: 'Favorito borrado' })
  expect((await t.app.request(`/api/properties/${L.hidden.id}/status`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ isActive: false }) })).status).toBe(200)
  expect((await t.app.request(`/api/properties/${L.deleted.id}`, { method: 'DELETE', headers: auth(owner.token) })).status).toBe(204)
})

const byIds = async (ids: string) => {
  const res = await t.app.request(`/api/properties?ids=${ids}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as PagedByIds<Property>
}

describe('GET /api/properties?ids=', () => {
  it('answers those listings in the order given, sold ones with their status, and names the ones gone', async () => {
    const body = await byIds([L.b.id, L.hidden.id, L.sold.id, L.deleted.id, L.a.id].join(','))
    expect(body.data.map((p) => p.id)).toEqual([L.b.id, L.sold.id, L.a.id])
    expect(body.data.find((p) => p.id === L.sold.id)?.status).toBe('sold')
    expect(body.missingIds).toEqual([L.hidden.id, L.deleted.id])
    expect(body.pagination.total).toBe(3)
    // Nothing of a listing that is not public leaks.
    expect(JSON.stringify(body)).not.toContain('retirado')
  })

  it('ignores the other filters and repeats', async () => {
    const body = await byIds(`${L.a.id},${L.a.id},${L.b.id}&countryId=country_br&limit=1&page=3`)
    expect(body.data.map((p) => p.id)).toEqual([L.a.id, L.b.id])
  })

  it('takes up to 100 ids, and unknown ones are simply missing', async () => {
    const many = Array.from({ length: 99 }, (_, i) => 900_000 + i)
    const body = await byIds([L.a.id, ...many].join(','))
    expect(body.data.map((p) => p.id)).toEqual([L.a.id])
    expect(body.missingIds).toHaveLength(99)
  })

  it.each(['', 'abc', '1,,2', '1;2', '-4', '0', '1,2,', Array.from({ length: 101 }, (_, i) => i + 1).join(','), '1234567890'])('refuses ids=%s with a 400 that names the field', async (ids) => {
    const res = await t.app.request(`/api/properties?ids=${encodeURIComponent(ids)}`)
    const body = await expectInvalidFields(res, ['ids'])
    expect(messageOf(body, 'ids')).toBe('Lista de inmuebles inválida: hasta 100 números separados por comas')
  })
})
