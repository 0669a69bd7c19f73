import { useEffect, useState } from 'react'
import { judgePassword, type PasswordVerdict } from '../../shared/passwordPolicy.ts'

/**
 * The policy's verdict on a new password as it is typed, for the strength hint of the admin's
 * password forms and the public sign-up. The common-password list loads with the first check (its
 * own chunk), so screens without a new-password field never fetch it. Null while nothing is typed
 * or the first check is loading.
 */
export function usePasswordVerdict(password: string, personal: string[]): PasswordVerdict | null {
  const [verdict, setVerdict] = useState<{ for: string; value: PasswordVerdict } | null>(null)
  const words = personal.join(' ')
  useEffect(() => {
    if (!password) return
    let current = true
    void judgePassword(password, words ? words.split(' ') : []).then((value) => {
      if (current) setVerdict({ for: password, value })
    })
    return () => {
      current = false
    }
  }, [password, words])
  if (!password) return null
  return verdict?.value ?? null
}
