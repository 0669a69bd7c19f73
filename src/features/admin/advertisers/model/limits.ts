/** A rejection's reason, as the server checks it (docs/advertisers.md): long enough to help, short enough to mail. */
export const REJECT_REASON_MIN = 10
export const REJECT_REASON_MAX = 1000
