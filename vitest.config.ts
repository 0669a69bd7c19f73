import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // Each API test file gets its own database; forks keep PGlite's memory apart.
    pool: 'forks',
    // Files share a worker's module graph rather than each loading the server's modules again:
    // the PGlite suite went from 456 s to 240 s on CI's machine, PostgreSQL's from 357 s to 220 s
    // (ADR 028). The files close what they open, and no file mocks a module another one loads.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/fixtures/globalSetup.ts'],
    // Light password hashes, as the browser tests' servers make them (tests/fixtures/testPasswordCost.ts).
    setupFiles: ['tests/fixtures/setupPasswords.ts'],
  },
})
