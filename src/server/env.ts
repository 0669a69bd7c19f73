import path from 'node:path'
import * as v from 'valibot'
import { OWASP_COST_LOG2 } from './auth/password.ts'
import { invalidProxyEntries, LOOPBACK } from './trustedProxies.ts'

// The one place that reads process.env; everything else imports `env`.
const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '4321'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.trim())),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'AUTH_SECRET must be at least 32 characters'))),
  PUBLIC_SITE_URL: v.optional(v.pipe(v.string(), v.url())),
  SEED_DEMO: v.optional(v.picklist(['0', '1', 'true', 'false'])),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  // Its policy (12 characters, not easily guessed) is checked when the first superadmin is created.
  ADMIN_PASSWORD: v.optional(v.string()),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.trim()), '0'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:pass@host:587'))),
  CONTACT_LIMIT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(10), v.maxValue(100_000))),
  OWNER_LISTING_LIMIT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('OWNER_LISTING_LIMIT must be a whole number'), v.minValue(1), v.maxValue(10_000))),
  PROOF_OF_WORK_COST: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100_000))),
  PASSWORD_HASH_COST: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('PASSWORD_HASH_COST must be a whole number (scrypt N as a power of two)'),
      v.minValue(10, 'PASSWORD_HASH_COST must be at least 10'),
      // Above 17 a hash would need more than the memory password.ts lets scrypt take.
      v.maxValue(17, 'PASSWORD_HASH_COST must be at most 17'),
    ),
  ),
  S3_BUCKET: v.optional(v.string()),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  WEB_PROCESSES: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('WEB_PROCESSES must be a whole number'), v.minValue(1, 'WEB_PROCESSES must be at least 1'), v.maxValue(64, 'WEB_PROCESSES must be at most 64')),
  ),
  WORK_CONCURRENCY: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('WORK_CONCURRENCY must be a whole number'), v.minValue(0), v.maxValue(1000))),
  RESPONSE_CACHE_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(300))),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  MAP_STYLE_URL: v.optional(v.pipe(v.string(), v.url())),
  MAP_ORIGINS: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/, 'MAP_ORIGINS must be origins separated by commas'))),
  RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('RETENTION_DAYS must be a whole number of days'),
      v.minValue(1, 'RETENTION_DAYS must be at least 1'),
      v.maxValue(3650, 'RETENTION_DAYS must be at most 3650'),
    ),
    '90',
  ),
  OUTBOX_SHOW_LINKS: v.optional(v.picklist(['0', '1', 'true', 'false'], 'OUTBOX_SHOW_LINKS must be 0 or 1'), '0'),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Inmobiliaria <no-reply@inmobiliaria.test>'),
})

/** TRUST_PROXY: `0`/`false` none, `1`/`true` loopback (a proxy on this machine), else a list. */
function proxiesOf(value: string): string[] {
  if (value === '0' || value === 'false') return []
  if (value === '1' || value === 'true') return LOOPBACK
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = invalidProxyEntries(entries)
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `Invalid environment:\n  TRUST_PROXY: ${wrong.length ? `${wrong.map((w) => `"${w}"`).join(', ')} is not an IP address or CIDR range` : 'names no proxy'}; ` +
        "use 0 (no proxy), 1 (a proxy on this machine) or the proxies' addresses or ranges separated by commas, e.g. 10.0.0.0/8, 2001:db8::/32",
    )
  }
  return entries
}

function readEnv() {
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  const result = v.safeParse(EnvSchema, raw)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const out = result.output
  if (out.S3_BUCKET && !(out.S3_ACCESS_KEY_ID && out.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too')
  }
  const trustProxy = proxiesOf(out.TRUST_PROXY)
  const dataDir = path.resolve(out.DATA_DIR)
  const usesEmbeddedDb = !out.DATABASE_URL
  if (usesEmbeddedDb && (out.WEB_PROCESSES ?? 1) > 1) {
    throw new Error('Invalid environment:\n  WEB_PROCESSES: more than one process needs DATABASE_URL (the embedded database belongs to one process)')
  }
  const production = process.env.NODE_ENV === 'production'
  if (production && out.PASSWORD_HASH_COST !== undefined && out.PASSWORD_HASH_COST < OWASP_COST_LOG2) {
    throw new Error(`Invalid environment:\n  PASSWORD_HASH_COST: below ${OWASP_COST_LOG2} (OWASP's scrypt N=2^${OWASP_COST_LOG2}) is for test servers only, not with NODE_ENV=production`)
  }
  return {
    port: out.PORT,
    host: out.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: out.DATABASE_URL,
    authSecret: out.AUTH_SECRET,
    // Absolute URLs of on-demand pages (canonical, Open Graph, sitemap); handed to Astro per request.
    // Pre-rendered pages get it at build time: scripts/build-state.ts rebuilds when it changes.
    publicSiteUrl: (out.PUBLIC_SITE_URL ?? 'http://localhost:4321').replace(/\/$/, ''),
    // Demo data is on by default only for the embedded database outside production: a real
    // PostgreSQL is someone's data, and a production server must not hold known passwords.
    seedDemo: out.SEED_DEMO === undefined ? usesEmbeddedDb && !production : out.SEED_DEMO === '1' || out.SEED_DEMO === 'true',
    production,
    adminEmail: out.ADMIN_EMAIL,
    adminPassword: out.ADMIN_PASSWORD,
    // The proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default.
    trustProxy,
    // Without it, mail stays queued in the outbox (nothing is lost; it goes out once it is set).
    smtpUrl: out.SMTP_URL,
    mailFrom: out.MAIL_FROM,
    // Sent mail keeps its words this many days, then only its envelope (who, what kind, when).
    retentionDays: out.RETENTION_DAYS,
    // The Correo screen shows mail links whole (development or browser tests without SMTP).
    outboxShowsLinks: out.OUTBOX_SHOW_LINKS === '1' || out.OUTBOX_SHOW_LINKS === 'true',
    // PBKDF2 rounds per try of the forms' proof of work (ALTCHA); the browser tests lower it.
    proofOfWorkCost: out.PROOF_OF_WORK_COST,
    // scrypt's N as a power of two (17, OWASP's, when unset): only the browser tests' servers lower it.
    passwordHashCost: out.PASSWORD_HASH_COST ?? OWASP_COST_LOG2,
    // Contact and report posts per client per 10 minutes (docs/specs/API.md: at least 10).
    contactLimit: out.CONTACT_LIMIT,
    // Open listings a private owner may have at once (issue 27); 3 when unset.
    ownerListingLimit: out.OWNER_LISTING_LIMIT,
    // One JSON line per request at info; warn keeps only trouble.
    logLevel: out.LOG_LEVEL,
    // How stale a public answer may be in another process (0 turns the response cache off).
    responseCacheSeconds: out.RESPONSE_CACHE_SECONDS,
    // Pages and reads that no cache answered, run at once (src/server/workGate.ts); the others wait
    // their turn. 0 lets every one run at once. Unset: 4 on PostgreSQL, 1 on PGlite (ADR 016).
    workConcurrency: out.WORK_CONCURRENCY,
    // Server processes sharing the port (node:cluster, PostgreSQL only). One unless set: on a 2-CPU
    // machine shared with PostgreSQL two made pages quicker and API reads slower (ADR 016).
    webProcesses: out.WEB_PROCESSES ?? 1,
    // A vector map style (hosted or self-hosted) instead of the shipped basemap; the pages may then
    // fetch from its origin and from MAP_ORIGINS (its tiles', fonts' and sprites' servers).
    map: out.MAP_STYLE_URL
      ? {
          styleUrl: out.MAP_STYLE_URL,
          origins: [
            new URL(out.MAP_STYLE_URL).origin,
            ...(out.MAP_ORIGINS ?? '')
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
              .map((o) => new URL(o).origin),
          ],
        }
      : undefined,
    // Photos in an S3-compatible bucket instead of DATA_DIR/uploads, shared by every process.
    s3: out.S3_BUCKET
      ? {
          bucket: out.S3_BUCKET,
          endpoint: out.S3_ENDPOINT,
          region: out.S3_REGION,
          accessKeyId: out.S3_ACCESS_KEY_ID!,
          secretAccessKey: out.S3_SECRET_ACCESS_KEY!,
          publicUrl: out.S3_PUBLIC_URL,
        }
      : undefined,
  }
}

type Env = ReturnType<typeof readEnv>
export const env: Env = readEnv()
