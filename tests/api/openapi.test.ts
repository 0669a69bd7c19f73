import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ContactSchema } from '../../src/shared/schemas/contact.ts'
import { PropertyListQuerySchema } from '../../src/shared/schemas/queries.ts'
import { expectInvalidFields } from '../fixtures/contract.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'

interface Schema {
  type?: string
  required?: string[]
  properties?: Record<string, Schema>
  items?: Schema
  $ref?: string
}
interface Operation {
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string; required?: boolean }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>
}
interface Document {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema>; responses: Record<string, unknown>; securitySchemes: Record<string, unknown> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }

/** A valibot object's keys that must be sent: those whose schema refuses `undefined`. */
const requiredKeys = (entries: Record<string, v.GenericSchema>) =>
  Object.entries(entries)
    .filter(([, schema]) => !v.safeParse(schema, undefined).success)
    .map(([key]) => key)
    .sort()

const t = setUpTestApp()
let res: Response
let doc: Document

beforeAll(async () => {
  res = await t.app.request('/api/openapi.json')
  doc = (await res.clone().json()) as Document
})

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method, path, op })),
  )
const operationOf = (method: string, path: string) => doc.paths[path]?.[method] as Operation

describe('GET /api/openapi.json', () => {
  it('is a public, cacheable OpenAPI 3.1 document of this version', () => {
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(res.headers.get('etag')).toBeTruthy()
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(doc.info.title.length).toBeGreaterThan(0)
    expect(doc.info.version).toBe(version)
  })

  it('documents every API route and nothing else, with the same method and path', () => {
    const routes = new Set(t.app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL').map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`))
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(routes.size).toBeGreaterThan(50)
    expect(documented.length, 'an operation is documented twice').toBe(new Set(documented).size)
    expect(
      [...routes].filter((route) => !documented.includes(route)),
      'routes missing from the document',
    ).toEqual([])
    expect(
      documented.filter((op) => !routes.has(op)),
      'documented operations with no route',
    ).toEqual([])
  })

  it('names every path parameter, gives each operation a unique id, and has every $ref resolve', () => {
    const ids = operations().map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { method, path, op } of operations()) {
      const named = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort()
      expect(named, `${method} ${path}`).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort())
      expect(Object.keys(op.responses).length, `${method} ${path} has no responses`).toBeGreaterThan(0)
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1])
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc)
      expect(target, `#/${ref}`).toBeDefined()
    }
  })

  it("gives the contact form's body from its shared schema", () => {
    const body = operationOf('post', '/api/contact').requestBody!.content['application/json'].schema
    expect(body.type).toBe('object')
    expect(Object.keys(body.properties!).sort()).toEqual(Object.keys(ContactSchema.entries).sort())
    expect([...body.required!].sort()).toEqual(requiredKeys(ContactSchema.entries))
    expect(body.required).toEqual(expect.arrayContaining(['name', 'email', 'message']))
  })

  it("gives the listing search's query parameters from its shared schema", () => {
    const params = operationOf('get', '/api/properties').parameters!.filter((p) => p.in === 'query')
    expect(params.map((p) => p.name).sort()).toEqual(Object.keys(PropertyListQuerySchema.entries).sort())
    expect(params.filter((p) => p.required)).toEqual([])
  })

  it('says which calls need a session', () => {
    expect(operationOf('get', '/api/properties').security).toBeUndefined()
    expect(operationOf('post', '/api/contact').security).toBeUndefined()
    for (const [method, path] of [
      ['get', '/api/users'],
      ['delete', '/api/properties/{id}'],
      ['get', '/api/admin/dashboard-stats'],
      ['get', '/api/auth/me'],
    ]) {
      const op = operationOf(method, path)
      expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }])
      expect(op.responses['401']?.$ref, `${method} ${path}`).toBe('#/components/responses/Unauthorized')
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'sessionCookie'])
  })

  it('describes the error body the API really sends', async () => {
    const error = doc.components.schemas.Error
    const real = await expectInvalidFields(await call(t.app, 'POST', '/api/contact', {}), ['name', 'email', 'message'])
    for (const key of Object.keys(real)) expect(Object.keys(error.properties!)).toContain(key)
    for (const key of error.required!) expect(real).toHaveProperty(key)
    expect(Object.keys(error.properties!.errors.items!.properties!).sort()).toEqual(Object.keys(real.errors![0]).sort())
    expect(operationOf('post', '/api/contact').responses['400'].$ref).toBe('#/components/responses/BadRequest')
  })
})
