import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema'
import type { MiddlewareHandler } from 'hono'
import { describeRoute, resolver, type DescribeRouteOptions, type ResolverReturnType } from 'hono-openapi'
import type * as v from 'valibot'

// The OpenAPI description of one route, written next to it (`describeRoute` is a middleware that
// only calls next): documentation only. Requests are still checked by the routes' own parseInput
// and paramOf, so the answers and their error bodies stay exactly what they were.

type Responses = NonNullable<DescribeRouteOptions['responses']>
type Response = Responses[string]
type Parameter = NonNullable<DescribeRouteOptions['parameters']>[number]
type Security = NonNullable<DescribeRouteOptions['security']>
type Content = NonNullable<Exclude<Response, { $ref: string }>['content']>
type Schema = Exclude<NonNullable<Content[string]['schema']>, ResolverReturnType>

/**
 * A JSON Schema as OpenAPI 3.1 takes it. Typed loosely: openapi-types' schema types mix 3.0 and 3.1
 * and refuse some valid 3.1 schemas; the document's test checks what it says.
 */
export type JsonSchema = { [keyword: string]: unknown }

/**
 * What a caller may send (the input, before any transform), in OpenAPI 3.1's dialect. Checks JSON
 * Schema cannot state (a custom check, a transform) are left out rather than refused.
 */
export const CONVERSION: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }

export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, CONVERSION)
  return rest
}

/** Every refusal the API documents, with the name of its shared response (components.responses). */
export const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'Invalid input: `errors` lists every invalid field, one entry each.' },
  401: { name: 'Unauthorized', description: 'No valid session (missing, expired, forged or ended token), or wrong credentials.' },
  403: { name: 'Forbidden', description: 'The caller may not do this (role, ownership, or a required second factor not set up yet).' },
  404: { name: 'NotFound', description: 'No such resource (a path parameter of the wrong form is one too).' },
  409: { name: 'Conflict', description: 'The change conflicts with the current state (a duplicate, a record still in use).' },
  413: { name: 'PayloadTooLarge', description: 'The body is past its size limit.' },
  415: { name: 'UnsupportedMediaType', description: 'Wrong content type, or an upload of a kind that is not accepted.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts from this client; try again after `Retry-After` seconds.' },
  503: { name: 'ServiceUnavailable', description: 'Busy or a dependency is down; try again after `Retry-After` seconds.' },
} as const

export type ErrorStatus = keyof typeof ERROR_RESPONSES

/** Who may call: anyone, anyone (a session changes the answer), a signed-in admin or superadmin, a superadmin. */
export type Access = 'public' | 'optional' | 'staff' | 'superadmin'

const SIGNED_IN: Security = [{ bearerAuth: [] }, { sessionCookie: [] }]
const WHO: Record<Access, string | undefined> = {
  public: undefined,
  optional: undefined,
  staff: 'For a signed-in admin or superadmin.',
  superadmin: 'For a signed-in superadmin.',
}

export interface RouteDoc {
  summary: string
  description?: string
  access?: Access
  /** Path parameters, each with the schema the route checks it with. */
  params?: Record<string, v.GenericSchema>
  /** The shared schema the route parses its query with. */
  query?: v.GenericSchema
  /** Query parameters the route reads without a schema (a mail link's token). */
  parameters?: Parameter[]
  /** The JSON body: its shared schema, or a JSON Schema where the route reads it without one. */
  body?: v.GenericSchema | JsonSchema
  /** A multipart body, as JSON Schema (its files have no valibot schema). */
  form?: JsonSchema
  responses: Responses
  /** Refusals beyond those the rest implies (sessions, parameters and bodies imply theirs). */
  errors?: ErrorStatus[]
}

const isValibot = (schema: object): schema is v.GenericSchema => '~standard' in schema

/** A parameter, its schema given as JSON Schema. */
export const parameter = (spec: { in: 'path' | 'query'; name: string; required?: boolean; description?: string; schema: JsonSchema }) => spec as Parameter

function queryParameters(schema: v.GenericSchema): Parameter[] {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => parameter({ in: 'query', name, ...(json.required?.includes(name) && { required: true }), schema: property }))
}

function pathParameters(params: Record<string, v.GenericSchema>): Parameter[] {
  return Object.entries(params).map(([name, schema]) => parameter({ in: 'path', name, required: true, schema: jsonSchemaOf(schema) }))
}

function refusalsOf(doc: RouteDoc, access: Access): ErrorStatus[] {
  const statuses: ErrorStatus[] = [...(doc.errors ?? [])]
  if (access === 'staff' || access === 'superadmin') statuses.push(401, 403)
  if (doc.params) statuses.push(404)
  if (doc.query || doc.body || doc.form) statuses.push(400)
  if (doc.body || doc.form) statuses.push(413, 415)
  return [...new Set(statuses)].sort((a, b) => a - b)
}

function operation(tag: string, doc: RouteDoc): DescribeRouteOptions {
  const { access = 'public', params, query, body, form } = doc
  const parameters = [...(params ? pathParameters(params) : []), ...(query ? queryParameters(query) : []), ...(doc.parameters ?? [])]
  const description = [doc.description, WHO[access]].filter(Boolean).join(' ')
  const bodySchema = body && (isValibot(body) ? resolver(body, { options: CONVERSION }) : (body as Schema))
  return {
    tags: [tag],
    summary: doc.summary,
    ...(description && { description }),
    ...(access !== 'public' && { security: access === 'optional' ? [...SIGNED_IN, {}] : SIGNED_IN }),
    ...(parameters.length > 0 && { parameters }),
    ...(bodySchema && { requestBody: { required: true, content: { 'application/json': { schema: bodySchema } } } }),
    ...(form && { requestBody: { required: true, content: { 'multipart/form-data': { schema: form as Schema } } } }),
    responses: {
      ...doc.responses,
      ...Object.fromEntries(refusalsOf(doc, access).map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }])),
    },
  }
}

/** The describer of one group of routes: its tag, and who may call them unless a route says otherwise. */
export function routeDocs(tag: string, access: Access = 'public') {
  return (doc: RouteDoc): MiddlewareHandler => describeRoute(operation(tag, { access, ...doc }))
}

// Answers. Response bodies have no shared schemas; these say their shape in outline.

export const shapes = {
  object: { type: 'object' },
  list: { type: 'array', items: { type: 'object' } },
  page: { $ref: '#/components/schemas/Page' },
  message: { $ref: '#/components/schemas/Message' },
} satisfies Record<string, JsonSchema>

export const json = (description: string, schema: JsonSchema = shapes.object): Response => ({ description, content: { 'application/json': { schema: schema as Schema } } })
export const message = (description: string): Response => json(description, shapes.message)
export const noContent = (description: string): Response => ({ description })
export const csv = (description: string): Response => ({ description, content: { 'text/csv': { schema: { type: 'string' } } } })
