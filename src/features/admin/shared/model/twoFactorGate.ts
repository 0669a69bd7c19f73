import { persistentAtom } from '@nanostores/persistent'
import { onTwoFactorSetupRequired } from '../../../../lib/api.ts'

/**
 * Set when login answered `twoFactorSetupRequired` (a superadmin requires two-step verification and
 * this account has none): until it is on, the admin shows only the account screen, since the API
 * refuses everything else (403). Kept across reloads; not a credential.
 */
export const $twoFactorSetupPending = persistentAtom<boolean>('twoFactorSetupPending', false, {
  encode: (value) => (value ? '1' : ''),
  decode: (value) => value === '1',
})

// Required while this session was already open: the first refused call sets the gate.
onTwoFactorSetupRequired(() => $twoFactorSetupPending.set(true))
