import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/e2e/support/testChromium.ts'

// E2E_PORT lets several checkouts run their browser tests side by side (each takes E2E_WORKERS ports).
const PORT = Number(process.env.E2E_PORT) || 4399
// Each worker gets a server and database of its own (scripts/e2e-server.ts), so workers share no
// state; tests inside a file still run in order. Playwright sets TEST_PARALLEL_INDEX in each worker.
// Three on a 2-CPU machine: much of a test is waiting (debounces, toasts, polls), so the whole run
// took 19.8 min with three, 20.8 with four and about 32 with two (ADR 028).
const WORKERS = Number(process.env.E2E_WORKERS) || 3
const SERVER_PORT = PORT + (Number(process.env.TEST_PARALLEL_INDEX) || 0)
const chromium = {
  // The system's Chromium (Debian packages); no test downloads a browser.
  executablePath: chromiumPath,
  args: chromiumArgs,
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // CI shares two cores among three servers, three browsers and the runner: an admin flow that takes
  // 11 s on a quiet machine (admin-paging's list walk) took 32 s there, and on a slower machine
  // (2026-11-30) the two-factor flow took 57 s. Tests wait on conditions, so a longer ceiling costs
  // time only when a test fails.
  timeout: process.env.CI ? 120_000 : 30_000,
  // Saving or checking a password derives a 128 MiB scrypt key (src/server/auth/password.ts): on a
  // loaded CI machine the answer and its toast came after Playwright's default 5 s.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${SERVER_PORT}`,
    launchOptions: chromium,
    // Recording a trace costs the browser about half as much CPU again (screenshots and snapshots
    // of every step, measured 2026-11-30), for every test, though only failures keep it: CI records
    // one for a failed test's retry only, a local run for each failure as before.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium } },
    { name: 'phone', testIgnore: /server\.spec\.ts$|\.desktop\.spec\.ts$/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium } },
  ],
  webServer: {
    command: `node scripts/e2e-server.ts`,
    // The servers start one after another: the last one answering means all do.
    url: `http://127.0.0.1:${PORT + WORKERS - 1}/api/locations/countries`,
    env: { PORT: String(PORT), E2E_SERVERS: String(WORKERS) },
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM rather than SIGKILL, so that the script stops its servers and removes their data directories.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
  },
})
