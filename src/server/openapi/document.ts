import { readFileSync } from 'node:fs'
import { Hono, type Handler } from 'hono'
import { generateSpecs, type GenerateSpecOptions } from 'hono-openapi'
import { REFRESHED_TOKEN_HEADER } from '../../shared/constants.ts'
import { SESSION_COOKIE } from '../auth/sessionCookie.ts'
import type { AppEnv } from '../context.ts'
import { ERROR_RESPONSES, type JsonSchema } from './describe.ts'

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }

// The document changes only with a deploy; an ETag (the API's public reads have one) makes a
// revalidation after this cheap.
const DOCUMENT_CACHE = 'public, max-age=300'

/** The contract's error body (src/server/middleware/errors.ts). */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: "In the caller's language (Accept-Language)." },
    errors: {
      type: 'array',
      description: 'On a 400 for invalid input: one entry per invalid field (`path` is the field name).',
      items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
    twoFactorRequired: { type: 'boolean', description: 'Login: this account needs its second factor (`code`).' },
    twoFactorSetupRequired: { type: 'boolean', description: 'The session may only finish setting up its second factor.' },
  },
}

const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } }

type Components = NonNullable<GenerateSpecOptions['documentation']['components']>

const errorResponses: Components['responses'] = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
    name,
    {
      description,
      ...((status === '429' || status === '503') && { headers: retryAfter }),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  ]),
)

const DOCUMENTATION: GenerateSpecOptions['documentation'] = {
  info: {
    title: 'Inmobiliaria portal API',
    version,
    description:
      "The JSON API of the portal (the contract is docs/specs/API.md). Errors answer `{ message, errors? }` in the caller's language. " +
      `Signed-in calls carry a bearer token or the session cookie; a token past half its life is answered with a fresh one in \`${REFRESHED_TOKEN_HEADER}\`.`,
  },
  tags: [
    { name: 'Listings', description: 'Public listings, and the staff managing them.' },
    { name: 'Public', description: 'Reference data and the public forms.' },
    { name: 'Saved searches', description: 'Search alerts by email, managed through signed mail links.' },
    { name: 'Session', description: 'Login, the signed-in user, passwords and the second factor.' },
    { name: 'Admin', description: "The staff's dashboard, inquiries, reports, mail and settings." },
    { name: 'Users', description: 'Staff accounts.' },
    { name: 'Meta', description: 'This document.' },
  ],
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `token` of POST /api/auth/login.' },
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The admin in the browser (HttpOnly, set at login). Writes count only from this site (Sec-Fetch-Site or Origin).',
      },
    },
    schemas: {
      Error: ERROR_SCHEMA,
      Message: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
      Page: {
        type: 'object',
        required: ['data', 'pagination'],
        properties: {
          data: { type: 'array', items: { type: 'object' } },
          pagination: {
            type: 'object',
            required: ['page', 'limit', 'total', 'totalPages'],
            properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, totalPages: { type: 'integer' } },
          },
        },
      },
    },
    responses: errorResponses,
  },
}

/**
 * GET /api/openapi.json: the document of every route of `api` that describes itself, made on the
 * first request (the routes are all registered by then) and kept.
 */
export function openApiDocument(api: Hono<AppEnv>): Handler<AppEnv> {
  let document: ReturnType<typeof generateSpecs> | undefined
  const generate = () =>
    generateSpecs(new Hono().route('/api', api), {
      documentation: DOCUMENTATION,
      // Its own name and the CSV exports end in an extension; they are routes all the same.
      excludeStaticFile: false,
      // The routes validate with their own schemas and errors; none uses the library's validator.
      defaultValidationErrorResponse: false,
    }).catch((error: unknown) => {
      document = undefined
      throw error
    })
  return async (c) => {
    document ??= generate()
    const body = await document
    c.header('Cache-Control', DOCUMENT_CACHE)
    return c.json(body)
  }
}
