import { ADMIN_PAGE_SIZES } from '../../../../shared/constants.ts'
import { AUDIT_ACTION_GROUPS, isAuditAction, type AuditAction, type AuditActionGroup } from '../../../../shared/audit.ts'
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../shared/model/listState.ts'

// The Actividad screen's state as it lives in the address
// (`?actor=maria&action=auth.&from=2026-11-01&to=2026-11-26&page=2&size=50`): a reload, back and
// forward or a shared link show the same entries. Hand-edited nonsense is dropped, never an error.

export type AuditActionFilter = AuditAction | AuditActionGroup

export interface AuditListState {
  page: number
  size: PageSize
  /** A user number or part of an email; '' for everyone. */
  actor: string
  action: AuditActionFilter | ''
  /** Days in the admin's own calendar, `YYYY-MM-DD`; '' for no bound. Both days are included. */
  from: string
  to: string
}

const MAX_PAGE = 100_000
const MAX_ACTOR = 254

const isGroup = (value: string): value is AuditActionGroup => (AUDIT_ACTION_GROUPS as readonly string[]).includes(value)

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
}

export function readAuditState(search: Record<string, string | undefined>): AuditListState {
  const page = Number(search.page)
  const size = Number(search.size)
  const action = search.action ?? ''
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    actor: (search.actor ?? '').trim().slice(0, MAX_ACTOR),
    action: isAuditAction(action) || isGroup(action) ? action : '',
    from: isDay(search.from ?? '') ? search.from! : '',
    to: isDay(search.to ?? '') ? search.to! : '',
  }
}

/** The query string of a state (with its '?'), defaults left out. */
export function auditStateSearch(state: AuditListState): string {
  const params = new URLSearchParams()
  if (state.actor) params.set('actor', state.actor)
  if (state.action) params.set('action', state.action)
  if (state.from) params.set('from', state.from)
  if (state.to) params.set('to', state.to)
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size))
  if (state.page !== 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A new filter or page size starts again at page 1; only a page change keeps the page. */
export function changeAuditState(state: AuditListState, change: Partial<AuditListState>): AuditListState {
  const next = { ...state, ...change }
  if (change.page === undefined) next.page = 1
  return next
}

/** The days are the wrong way round: nothing to ask for until one is fixed. */
export const reversedDays = (state: Pick<AuditListState, 'from' | 'to'>) => Boolean(state.from && state.to && state.to < state.from)

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as the instant the API compares with. */
function localMidnight(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year, month - 1, date + days).toISOString()
}

/**
 * The API's query: the admin's days become instants in the browser's time zone (`to` is the
 * start of the day after, so the whole last day counts), as the times on screen are shown.
 */
export function auditQueryOf(state: AuditListState): Record<string, string | number> {
  return {
    page: state.page,
    limit: state.size,
    ...(state.actor && { actor: state.actor }),
    ...(state.action && { action: state.action }),
    ...(state.from && { from: localMidnight(state.from) }),
    ...(state.to && { to: localMidnight(state.to, 1) }),
  }
}
