import { describe, expect, it } from 'vitest'
import { setUpTestApp } from '../fixtures/suiteApp.ts'
import { createListing } from '../fixtures/properties.ts'

const t = setUpTestApp()

describe('smoke', () => {
  it('creates a listing and lists it', async () => {
    const admin = await t.user('admin')
    const created = await createListing(t, admin.token)
    expect(created.title).toBe('Casa con jardín en Cumbayá')
    const res = await t.app.request('/api/properties?q=cumbaya')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([created.id])
  })
})
