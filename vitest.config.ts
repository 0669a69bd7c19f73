import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // Each API test file gets its own database; forks keep PGlite's memory apart.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/fixtures/globalSetup.ts'],
    // Light password hashes, as the browser tests' servers make them (tests/fixtures/testPasswordCost.ts).
    setupFiles: ['tests/fixtures/setupPasswords.ts'],
  },
})
