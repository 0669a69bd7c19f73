import cluster from 'node:cluster'
import { createHmac } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { apiCompression, createApi } from './app.ts'
import { OWASP_COST_LOG2, setPasswordCost } from './auth/password.ts'
import { loadAuthSecret } from './auth/secret.ts'
import { carriesCredential } from './auth/sessionCookie.ts'
import { createTokenService } from './auth/tokens.ts'
import type { AppEnv } from './context.ts'
import { openDatabase } from './db/client.ts'
import { claimDataDir } from './db/dataDirLock.ts'
import { narrowToOwner, prepareDataDir } from './dataDirAccess.ts'
import { FirstRunError, prepareDatabase } from './db/prepare.ts'
import { alertJob } from './jobs/alerts.ts'
import type { BackgroundJob } from './jobs/backgroundJob.ts'
import { contentVersionPoll } from './jobs/contentVersionPoll.ts'
import { housekeepingJob } from './jobs/housekeeping.ts'
import { mailWorkerJob } from './jobs/mailWorker.ts'
import { photoSweepJob } from './jobs/photoSweep.ts'
import { env } from './env.ts'
import { createLogger } from './logger.ts'
import { accessLog } from './middleware/accessLog.ts'
import { smtpSender } from './mail/smtpSender.ts'
import { DEFAULT_PROOF_OF_WORK } from './services/proofOfWork.ts'
import { startBanner } from './startBanner.ts'
import { DEMO_PASSWORD } from './db/seed/demoPassword.ts'
import { healthRoutes } from './routes/health.ts'
import { securityHeadersOf, securityHeadersWith } from './securityHeaders.ts'
import { inlineScriptHashes, mountSite } from './site.ts'
import { draftPreview } from './sitePreviewPages.ts'
import { publishedSettings } from './services/siteSettings.ts'
import { createSiteData } from './siteData.ts'
import { watchContentVersion } from './contentVersion.ts'
import { searchColumnsOf } from './services/listings/searchColumns.ts'
import { createLocalDiskStorage } from './storage/localDisk.ts'
import { createS3Storage } from './storage/s3Bucket.ts'
import { siteUrlWarning } from './siteUrlCheck.ts'
import { workGateFor } from './workGate.ts'
import { warmStart } from './warmStart.ts'
import { startWebProcesses } from './webProcesses.ts'

const logger = createLogger(env.logLevel)
const log = (line: string) => logger.info(line)

// Before anything hashes: the first superadmin, the demo users, every login's decoy.
setPasswordCost(env.passwordHashCost)
if (env.passwordHashCost < OWASP_COST_LOG2) logger.warn(`PASSWORD_HASH_COST=${env.passwordHashCost}: password hashes are weaker than OWASP's scrypt N=2^${OWASP_COST_LOG2}, for a test server only`)

const openStorage = () => {
  const storage = env.s3 ? createS3Storage(env.s3) : createLocalDiskStorage(env.uploadsDir)
  log(env.s3 ? `photos: bucket ${env.s3.bucket}${env.s3.endpoint ? ` at ${env.s3.endpoint}` : ''}` : `photos: ${env.uploadsDir}`)
  return storage
}

/** Migrations, the first superadmin and demo data, as this server is configured. */
const prepareOptions = (storage: ReturnType<typeof openStorage>) => ({
  seedDemo: env.seedDemo,
  // Demo accounts only where demo data is seeded on the embedded database, outside production;
  // anywhere else an empty database needs ADMIN_EMAIL and ADMIN_PASSWORD (FirstRunError).
  demoAccountsAllowed: env.seedDemo && !env.databaseUrl && !env.production,
  adminEmail: env.adminEmail,
  adminPassword: env.adminPassword,
  storage,
  log,
})

/** What a person starting the server reads once it serves: the address and how to log in. */
function announce(port: number, prepared: Awaited<ReturnType<typeof prepareDatabase>>) {
  const url = `http://localhost:${port}`
  const siteUrlProblem = siteUrlWarning(env.publicSiteUrl, port)
  if (siteUrlProblem) logger.warn(siteUrlProblem)
  // Plain console, not the log: the log never holds a password (see startBanner).
  console.log(startBanner(url, prepared, { isTerminal: Boolean(process.stdout.isTTY), demoPassword: DEMO_PASSWORD }))
}

/**
 * With WEB_PROCESSES above 1 (PostgreSQL only): this process prepares the database and the secret
 * once, then starts the server processes (`main` in each) and speaks for them.
 */
async function primary() {
  await prepareDataDir(env.dataDir)
  // Written here, once: processes starting together would each write a different one.
  await loadAuthSecret(env.authSecret, env.dataDir)
  const handle = await openDatabase({ url: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite'), poolSize: 2 })
  const storage = openStorage()
  let prepared
  try {
    prepared = await prepareDatabase(handle, prepareOptions(storage))
  } finally {
    await handle.close()
    storage.close?.()
  }
  if (prepared.seededListings) log(`seeded ${prepared.seededListings} demo listings`)
  const processes = startWebProcesses(env.webProcesses, {
    script: fileURLToPath(import.meta.url),
    log,
    warn: (line) => logger.warn(line),
    failed: (error) => {
      logger.fatal({ err: error }, 'stopped every server process')
      process.exit(1)
    },
  })
  const shutdown = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the server processes`)
    void processes.stop('SIGTERM').then(() => process.exit(0))
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  announce(await processes.listening, prepared)
}

async function main() {
  await prepareDataDir(env.dataDir)
  await mkdir(env.uploadsDir, { recursive: true })
  // The embedded database is one process's: a second server on the same DATA_DIR is refused.
  const releaseDataDir = env.databaseUrl ? undefined : await claimDataDir(env.dataDir)
  const handle = await openDatabase({ url: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') })
  // PGlite creates its files with modes of its own: none of them is anyone else's to read or write.
  if (handle.kind === 'pglite') await narrowToOwner(path.join(env.dataDir, 'pglite'))
  log(`database: ${handle.kind === 'pglite' ? `embedded PGlite in ${path.join(env.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`)
  const storage = openStorage()
  const prepared = await prepareDatabase(handle, prepareOptions(storage))
  if (prepared.seededListings) log(`seeded ${prepared.seededListings} demo listings`)
  const authSecret = await loadAuthSecret(env.authSecret, env.dataDir)
  const tokens = createTokenService(authSecret)
  // Every process signs challenges alike, so a challenge from one is accepted by another.
  const proofOfWork = { ...DEFAULT_PROOF_OF_WORK, ...(env.proofOfWorkCost ? { cost: env.proofOfWorkCost } : {}), secret: createHmac('sha256', authSecret).update('altcha challenges').digest('hex') }
  const linkSecret = createHmac('sha256', authSecret).update('alert links').digest('hex')
  const previewSecret = createHmac('sha256', authSecret).update('site preview').digest('hex')
  // Seals the staff's TOTP secrets at rest (docs/decisions/013-two-factor-and-csp.md).
  const twoFactorKey = createHmac('sha256', authSecret).update('two-factor secrets').digest()
  const mail = env.smtpUrl
    ? mailWorkerJob({
        db: handle.db,
        sender: smtpSender(env.smtpUrl),
        from: env.mailFrom,
        log: logger,
        brand: async () => ({ settings: await publishedSettings(handle.db), siteUrl: env.publicSiteUrl }),
      })
    : undefined
  log(mail ? 'mail: sending through SMTP_URL' : 'mail: SMTP_URL not set, mail stays queued in the outbox')
  // Shared data and rendered pages are kept while the content version stays the same; every process
  // reads it each second, so a change made anywhere shows everywhere within about that.
  const workGate = workGateFor(handle.kind, env.workConcurrency)
  const contentVersion = watchContentVersion(handle.db, { onError: (error) => logger.warn({ err: error }, 'reading the content version failed') })
  // Kept searches (pages and API answers) follow listings' edits through the in-memory columns (ADR 030).
  const searchColumns = searchColumnsOf(handle.db)

  // Every background job of this process, started in this order before it serves and stopped in the
  // reverse order once its open requests have ended (the alert job before the mail worker it kicks).
  const jobs: BackgroundJob[] = [
    photoSweepJob(handle.db, storage, { alone: handle.kind === 'pglite', log: logger }),
    housekeepingJob(handle.db, { retentionDays: env.retentionDays, log: logger, embedded: handle.kind === 'pglite' }),
    ...(mail ? [mail] : []),
    // Saved searches' alerts, queued into the outbox.
    alertJob(handle.db, { siteUrl: env.publicSiteUrl, linkSecret }, { kick: () => mail?.kick(), log: logger }),
    contentVersionPoll(contentVersion),
  ]
  for (const job of jobs) await job.start()

  const app = new Hono<AppEnv>()
  // Behind a balancer that sends X-Request-Id the log lines of one request carry its id end to end.
  app.use(requestId())
  app.use(accessLog(logger))
  const headers = securityHeadersWith(env.s3?.publicUrl ? [new URL(env.s3.publicUrl).origin] : [], env.map?.origins, inlineScriptHashes())
  app.use(securityHeadersOf(headers))
  // The maps' style: the configured one, or the basemap shipped with the site (src/pages/map/).
  if (env.map) app.get('/map/style.json', (c) => c.redirect(env.map!.styleUrl, 302))
  app.route('/', healthRoutes(handle.db, { contentVersion }))
  app.use('/api/*', apiCompression())
  // A staff write through this process shows on its own pages at once, not at the next poll.
  app.use('/api/*', async (c, next) => {
    await next()
    if (c.req.method !== 'GET' && c.res.status < 400 && carriesCredential(c)) await contentVersion.refresh({ afterWrite: true }).catch(() => {})
  })
  app.route(
    '/api',
    createApi({
      db: handle.db,
      storage,
      tokens,
      trustProxy: env.trustProxy,
      siteUrl: env.publicSiteUrl,
      mail,
      proofOfWork,
      linkSecret,
      previewSecret,
      twoFactorKey,
      contactLimit: env.contactLimit,
      ownerListingLimit: env.ownerListingLimit,
      outboxShowsLinks: env.outboxShowsLinks,
      logger,
      responseCacheMs: env.responseCacheSeconds === undefined ? undefined : env.responseCacheSeconds * 1000,
      contentVersion,
      searchColumns,
      workGate,
    }),
  )
  await mountSite(app, {
    storage,
    headers,
    uploadsDir: env.uploadsDir,
    siteData: createSiteData(handle.db, contentVersion),
    siteUrl: env.publicSiteUrl,
    contentVersion,
    previewSettings: draftPreview(handle.db, previewSecret),
    workGate,
    searchColumns,
  })

  const warming = performance.now()
  await warmStart(app, handle.db, (error, line) => logger.warn(error ? { err: error } : {}, line))
  log(`warmed up in ${Math.round(performance.now() - warming)} ms`)

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    log(`listening on http://localhost:${info.port}`)
    // One of several processes: the one that started them speaks for all (primary).
    if (!cluster.isWorker) announce(info.port, prepared)
  })
  // Idle keep-alive connections outlive a proxy's or client's reuse window (Node closes them after
  // 5 s, racing a request sent on one just then: "socket hang up"); headers get a little longer.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    log(`${signal}: finishing open requests`)
    // Stop accepting, let in-flight requests end, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(async () => {
      for (const job of jobs.toReversed()) await job.stop().catch((error: unknown) => logger.error({ err: error }, `stopping the ${job.name} failed`))
      storage.close?.()
      await handle.close().catch(() => {})
      await releaseDataDir?.()
      log('stopped')
      process.exit(0)
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

;(cluster.isPrimary && env.webProcesses > 1 ? primary() : main()).catch((error: unknown) => {
  if (error instanceof FirstRunError) {
    // A setting to make, not a crash: said plainly, without a stack.
    logger.fatal(`refusing to start: ${error.message}`)
    console.error(`\nRefusing to start: ${error.message}\n`)
    process.exit(1)
  }
  logger.fatal({ err: error }, 'failed to start')
  process.exit(1)
})
