import { judgePassword, PASSWORD_PROBLEM_KEYS } from '../../../../shared/passwordPolicy.ts'

/** The policy's message key for a new password, checked before it is sent; undefined when it passes. */
export async function newPasswordProblem(password: string, personal: string[]): Promise<string | undefined> {
  const { problem } = await judgePassword(password, personal)
  return problem ? PASSWORD_PROBLEM_KEYS[problem] : undefined
}
