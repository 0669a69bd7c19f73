import { randomBytes } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { bodyEtag } from './bodyEtag.ts'
import { requestId } from 'hono/request-id'
import { OWNER_LISTING_LIMIT } from '../shared/advertisers.ts'
import { REFRESHED_TOKEN_HEADER } from '../shared/constants.ts'
import { languageFromHeader } from '../shared/i18n.ts'
import { createSecretBox } from './auth/secretBox.ts'
import type { AppDeps, AppEnv, AppServices } from './context.ts'
import { carriesCredential } from './auth/sessionCookie.ts'
import { AppError } from './errors.ts'
import { bodyLimits } from './middleware/bodyLimits.ts'
import { createLogger } from './logger.ts'
import { readSession } from './middleware/auth.ts'
import { createResponseCache } from './middleware/responseCache.ts'
import { handleError } from './middleware/errors.ts'
import { adminRoutes } from './routes/admin.ts'
import { advertiserRoutes } from './routes/advertisers.ts'
import { advertiserReviewRoutes } from './routes/advertiserReview.ts'
import { agencyRoutes, isAgencyLogoRoute, listingOwnerRoutes } from './routes/agency.ts'
import { authRoutes } from './routes/auth.ts'
import { currencyRoutes } from './routes/currencies.ts'
import { healthRoutes } from './routes/health.ts'
import { isUploadRoute, managedPropertyRoutes } from './routes/managedProperties.ts'
import { propertyRoutes } from './routes/properties.ts'
import { savedSearchRoutes } from './routes/savedSearches.ts'
import { isLogoUploadRoute, siteLogoRoutes } from './routes/siteLogo.ts'
import { isProfilePhotoRoute } from './routes/profile.ts'
import { siteSettingsAdminRoutes, siteSettingsRoutes } from './routes/siteSettings.ts'
import { amenityRoutes, challengeRoutes, contactRoutes, locationRoutes } from './routes/public.ts'
import { userRoutes } from './routes/users.ts'
import { securityHeaders } from './securityHeaders.ts'
import { json, routeDocs } from './openapi/describe.ts'
import { openApiDocument } from './openapi/document.ts'
import { DEFAULT_PROOF_OF_WORK } from './services/proofOfWork.ts'
import { LOOPBACK, trustedProxies } from './trustedProxies.ts'

export function buildServices(deps: AppDeps): AppServices {
  return {
    ...deps,
    siteUrl: deps.siteUrl ?? 'http://localhost:4321',
    isTrustedProxy: trustedProxies(deps.trustProxy === true ? LOOPBACK : deps.trustProxy || []),
    // Without a configured secret (tests), challenges are signed with one this process invents.
    proofOfWork: deps.proofOfWork ?? { secret: randomBytes(32).toString('hex'), ...DEFAULT_PROOF_OF_WORK },
    linkSecret: deps.linkSecret ?? randomBytes(32).toString('hex'),
    previewSecret: deps.previewSecret ?? randomBytes(32).toString('hex'),
    // docs/specs/API.md: at least 10 posts per 10 minutes per client.
    contactLimit: deps.contactLimit ?? 10,
    ownerListingLimit: deps.ownerListingLimit ?? OWNER_LISTING_LIMIT,
    logger: deps.logger ?? createLogger('error'),
    // Without a configured key (tests), second factors are sealed with one this process invents.
    secretBox: createSecretBox(deps.twoFactorKey ?? randomBytes(32)),
  }
}

/** The JSON API, mounted at /api by the server and called directly by tests (`app.request`). */
export function createApi(deps: AppDeps) {
  const services = buildServices(deps)
  const api = new Hono<AppEnv>()
  // The server sets the id first (its access log needs it); the API alone (tests) sets its own.
  const ownRequestId = requestId()
  api.use((c, next) => (c.get('requestId') ? next() : ownRequestId(c, next)))
  api.use(async (c, next) => {
    c.set('services', services)
    c.set('lang', languageFromHeader(c.req.header('accept-language')))
    c.header('Cache-Control', 'no-store')
    c.header('Access-Control-Expose-Headers', REFRESHED_TOKEN_HEADER)
    await next()
  })
  // Every body has a cap before anything reads it; listing, logo, agency logo and profile photo uploads set their own, larger one.
  api.use(
    bodyLimits(
      (c) => isUploadRoute(c.req.method, c.req.path) || isLogoUploadRoute(c.req.method, c.req.path) || isAgencyLogoRoute(c.req.method, c.req.path) || isProfilePhotoRoute(c.req.method, c.req.path),
    ),
  )
  api.use(readSession)
  // Repeated public reads from memory while the content version stands (responseCache.ts); this process's writes empty it.
  // What it does not answer waits its turn at the work gate, and is looked up again when its turn comes.
  api.use(createResponseCache({ ttlMs: deps.responseCacheMs, version: deps.contentVersion, columns: deps.searchColumns, gate: deps.workGate }).middleware)
  // Public reads carry an ETag and answer 304 to a matching If-None-Match, so browsers and a CDN
  // revalidate for the price of a hash. Not for a caller's private reads, nor the streamed exports.
  const publicEtag = bodyEtag()
  api.use((c, next) => (c.req.method === 'GET' && !carriesCredential(c) && !c.req.path.endsWith('.csv') ? publicEtag(c, next) : next()))
  api.route('/properties', listingOwnerRoutes)
  api.route('/properties', managedPropertyRoutes)
  api.route('/properties', propertyRoutes)
  api.route('/auth', authRoutes)
  api.route('/users', userRoutes)
  api.route('/admin/site-settings/logo', siteLogoRoutes)
  api.route('/admin/site-settings', siteSettingsAdminRoutes)
  api.route('/admin/advertisers', advertiserReviewRoutes)
  api.route('/admin', adminRoutes)
  api.route('/agency', agencyRoutes)
  api.route('/site-settings', siteSettingsRoutes)
  api.route('/contact', contactRoutes)
  api.route('/challenge', challengeRoutes)
  api.route('/locations', locationRoutes)
  api.route('/amenities', amenityRoutes)
  api.route('/advertisers', advertiserRoutes)
  api.route('/currencies', currencyRoutes)
  api.route('/saved-searches', savedSearchRoutes)
  api.get('/openapi.json', routeDocs('Meta')({ summary: 'This OpenAPI 3.1 document', responses: { 200: json('The document') } }), openApiDocument(api))
  // A catch-all rather than notFound(): a mounted sub-app's notFound is not consulted by its parent.
  api.all('*', (c) => handleError(new AppError('NOT_FOUND', 'errors.notFound'), c))
  api.onError(handleError)
  return api
}

/**
 * Compression of the API's answers, registered before its routes (or they would never pass through
 * it): a map answer is 268 KB of JSON raw. Not the CSV exports: they stream row by row as read.
 * Answers from the response cache arrive compressed already and pass through.
 */
export function apiCompression(): MiddlewareHandler {
  const gzip = compress()
  return (c, next) => (c.req.path.endsWith('.csv') ? next() : gzip(c, next))
}

export function createApp(deps: AppDeps & { migrationsSchema?: string }) {
  const app = new Hono<AppEnv>()
  app.use(securityHeaders)
  app.route('/', healthRoutes(deps.db, { migrationsSchema: deps.migrationsSchema, contentVersion: deps.contentVersion }))
  app.use('/api/*', apiCompression())
  app.route('/api', createApi(deps))
  return app
}
