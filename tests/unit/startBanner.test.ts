import { describe, expect, it } from 'vitest'
import { startBanner } from '../../src/server/startBanner.ts'

// Issue 23 §1: the start banner (console, never the log) and when it may show the demo password.

const url = 'http://localhost:4321'
const show = (isTerminal: boolean) => ({ isTerminal, demoPassword: 'Demo-Casa-2026!' })

describe('the start banner', () => {
  it('names the demo accounts and shows their password on a terminal while it is still the demo one', () => {
    const text = startBanner(url, { seededListings: 0, demoAccount: { email: 'admin@inmobiliaria.test', demoPassword: true } }, show(true))
    expect(text).toContain('Inmobiliaria is running: http://localhost:4321')
    expect(text).toMatch(/DEMO accounts .*admin@inmobiliaria\.test/)
    expect(text).toContain('Demo-Casa-2026!')
  })

  it('off a terminal, or once the password was changed, shows no password', () => {
    const redirected = startBanner(url, { seededListings: 0, demoAccount: { email: 'admin@inmobiliaria.test', demoPassword: true } }, show(false))
    expect(redirected).not.toContain('Demo-Casa-2026!')
    expect(redirected).toContain('README.md')
    const changed = startBanner(url, { seededListings: 0, demoAccount: { email: 'admin@inmobiliaria.test', demoPassword: false } }, show(true))
    expect(changed).not.toContain('Demo-Casa-2026!')
    expect(changed).toContain('no longer the demo one')
  })

  it('without demo accounts, only the address', () => {
    expect(startBanner(url, { seededListings: 0 }, show(true))).toBe('Inmobiliaria is running: http://localhost:4321')
  })
})
