import type { Language } from '../shared/constants.ts'
import type { SearchColumns } from './services/listings/searchColumns.ts'
import type { ContentVersion } from './contentVersion.ts'
import type { WorkGate } from './workGate.ts'
import type { SecretBox } from './auth/secretBox.ts'
import type { TokenClaims, TokenService } from './auth/tokens.ts'
import type { Database } from './db/client.ts'
import type { Logger } from './logger.ts'
import type { Actor } from './services/actor.ts'
import type { ProofOfWorkSettings } from './services/proofOfWork.ts'
import type { FileStorage } from './storage/storage.ts'
import type { ProxyCheck } from './trustedProxies.ts'

/** Everything the routes need, built once by createApp (tests build their own). */
export interface AppDeps {
  db: Database
  storage: FileStorage
  tokens: TokenService
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): addresses or CIDR ranges; `true`
   * means a proxy on this machine (loopback), absent or `false` none.
   */
  trustProxy?: boolean | readonly string[]
  /** The public site's origin, for links in mail (PUBLIC_SITE_URL). */
  siteUrl?: string
  /** Contact and report posts allowed per client per 10 minutes (default 10). */
  contactLimit?: number
  /** Open listings a private owner may have at once (OWNER_LISTING_LIMIT, default 3). */
  ownerListingLimit?: number
  /** How forms prove work (ALTCHA): the signing secret, shared by every process, and the cost. */
  proofOfWork?: ProofOfWorkSettings
  /** Signs the links of alert mail (confirm, unsubscribe, manage); the same in every process. */
  linkSecret?: string
  /** Signs the staff's preview cookie (src/server/services/sitePreview.ts); the same in every process. */
  previewSecret?: string
  /** The mail worker, told when a transaction queued mail; absent, mail waits for its next poll. */
  mail?: { kick(): void }
  /** How long a public answer is reused from memory at most (responseCache.ts has the defaults; 0 turns it off). */
  responseCacheMs?: number
  /** The content version the server watches: kept public answers are dropped when it changes. */
  contentVersion?: ContentVersion
  /** The in-memory columns: kept list answers picked from them follow listings' edits that leave them alone (ADR 030). */
  searchColumns?: SearchColumns
  /** Admits the reads the response cache did not answer (a caller's own included) a few at a time (workGate.ts); absent, all at once. */
  workGate?: WorkGate
  /**
   * The Correo screen shows mail links whole (OUTBOX_SHOW_LINKS, for a server without SMTP used in
   * development or the browser tests); otherwise their tokens are masked.
   */
  outboxShowsLinks?: boolean
  /** Where failures are logged; without one (tests), errors only. */
  logger?: Logger
  /** Seals the staff's TOTP secrets and keys the recovery codes' hashes; the same in every process. */
  twoFactorKey?: Uint8Array
}

export interface AppServices extends AppDeps {
  isTrustedProxy: ProxyCheck
  siteUrl: string
  proofOfWork: ProofOfWorkSettings
  linkSecret: string
  previewSecret: string
  contactLimit: number
  ownerListingLimit: number
  logger: Logger
  secretBox: SecretBox
}

export interface AppEnv {
  Variables: {
    services: AppServices
    actor: Actor | null
    /** The claims of the token the actor came with (logout ends this session). */
    session: TokenClaims | null
    lang: Language
    requestId: string
    /** A public list's answer, set by its route: the response cache keeps it across edits its search does not see. */
    shownSearch: object | undefined
    /** The listings an answer shows, when it shows no list another listing could join (one listing's). */
    shownListings: readonly number[] | undefined
  }
}
