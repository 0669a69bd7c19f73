import { useEffect, useState } from 'react'
import { judgePassword, PASSWORD_PROBLEM_KEYS, type PasswordVerdict } from '../../../../shared/passwordPolicy.ts'

/**
 * The policy's verdict on a new password as it is typed, for the strength hint. The common-password
 * list loads with the first check (its own chunk), so screens without a new-password field never
 * fetch it. Null while nothing is typed or the first check is loading.
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

/** The policy's message key for a new password, checked before it is sent; undefined when it passes. */
export async function newPasswordProblem(password: string, personal: string[]): Promise<string | undefined> {
  const { problem } = await judgePassword(password, personal)
  return problem ? PASSWORD_PROBLEM_KEYS[problem] : undefined
}
