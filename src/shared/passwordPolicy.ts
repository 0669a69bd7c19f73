// The policy for every new password (issue 23, ASVS 2.1): at least 12 characters and not easy to
// guess: zxcvbn's estimate over the common and breached password list of @zxcvbn-ts/language-common
// (with the person's own name and email as words it knows) must reach "safely unguessable" (3 of 4).
// The list is 1.9 MB unpacked, so it is loaded only when a password is checked: on the server at
// the first check, in the browser only on a screen with a new-password field.

export const NEW_PASSWORD_MIN = 12
export const NEW_PASSWORD_MAX = 200
/** zxcvbn's score from which a password is accepted (0–4). */
const PASSWORD_MIN_SCORE = 3

type PasswordProblem = 'short' | 'long' | 'common'

export interface PasswordVerdict {
  /** zxcvbn's estimate, 0 (guessed at once) to 4 (very hard); the form's strength hint. */
  score: 0 | 1 | 2 | 3 | 4
  problem: PasswordProblem | null
}

type Checker = (password: string, userInputs: string[]) => PasswordVerdict['score']
let checker: Promise<Checker> | undefined

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs })
    return (password, userInputs) => zxcvbn.check(password, userInputs).score
  })
  return checker
}

/** The words of a person's name and email, which their password should not lean on. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  return values.flatMap((value) => (value ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3)
}

export async function judgePassword(password: string, userInputs: string[] = []): Promise<PasswordVerdict> {
  const score = password ? (await loadChecker())(password.slice(0, NEW_PASSWORD_MAX), userInputs) : 0
  const problem: PasswordProblem | null = password.length < NEW_PASSWORD_MIN ? 'short' : password.length > NEW_PASSWORD_MAX ? 'long' : score < PASSWORD_MIN_SCORE ? 'common' : null
  return { score, problem }
}

/** The validation message (i18n key) of each problem. */
export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, string> = {
  short: 'validation.newPassword.short',
  long: 'validation.tooLong',
  common: 'validation.newPassword.common',
}
