import { useEffect, useState } from 'react'
import { judgePassword, type PasswordVerdict } from '../../../shared/passwordPolicy.ts'

/**
 * The policy's verdict on a new password as it is typed, for the strength hint (as the admin's
 * password forms show it). The common-password list loads with the first check, in its own chunk.
 * Null while nothing is typed or the first check is loading.
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
