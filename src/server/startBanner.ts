import type { PrepareResult } from './db/prepare.ts'

/**
 * What a newcomer reads after `npm start`, on the console rather than the structured log (which
 * never holds a password): the address, and the demo login when this server has demo accounts.
 * The demo password is shown only on a terminal and only while the demo superadmin still has it;
 * otherwise the banner points to the README, where it is documented.
 */
export function startBanner(url: string, prepared: PrepareResult, show: { isTerminal: boolean; demoPassword: string }): string {
  const lines = [`Inmobiliaria is running: ${url}`]
  const demo = prepared.demoAccount
  if (demo) {
    lines.push(`DEMO accounts (demo data only; never expose this server): log in at ${url}/login as ${demo.email}`)
    if (!demo.demoPassword) lines.push('  (its password is no longer the demo one)')
    else if (show.isTerminal) lines.push(`  with the demo password ${show.demoPassword}`)
    else lines.push('  with the demo password given in README.md ("Quick start")')
  }
  return lines.join('\n')
}
