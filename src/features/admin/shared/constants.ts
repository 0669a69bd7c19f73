// Constants of docs/specs/admin-area.md §9 under the spec's names; public ones live in src/shared/constants.ts.

export const DASHBOARD_SKELETONS = 4
export const DASHBOARD_RECENT_LIMIT = 10
export const DASHBOARD_RECENT_INQUIRIES = 5
/** A list's search is sent once typing pauses this long (ms). */
export const SEARCH_DELAY = 300

/** Admin toasts: 4000 ms, bottom-centre; form errors: summary 4 s, each error 5 s, 0.8 s apart. */
export const ADMIN_TOAST_DURATION = 4000
export const FORM_ERROR_SUMMARY_DURATION = 4000
export const FORM_ERROR_DURATION = 5000
export const FORM_ERROR_STAGGER = 800
/** At most this many toasts at once below the small breakpoint, so they never hide the whole form. */
export const PHONE_TOAST_LIMIT = 3

/** Pause before leaving for the public home after logout, so the toast can be read. */
export const LOGOUT_REDIRECT_DELAY = 900

/** Type names the spec shows translated (docs/specs/admin-area.md §3). */
export const DEFAULT_TYPE_ICON = 'Home'
