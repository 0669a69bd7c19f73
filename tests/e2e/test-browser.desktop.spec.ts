import { expect, test } from '@playwright/test'

// The browser the tests run (tests/e2e/support/testChromium.ts): the full Chromium's headless windows
// would make an address-bar WebUI next to every page, about as costly as the page. A Chromium that renames the
// feature brings it back; this says so.
test('the tests’ Chromium makes no address-bar WebUI beside the page', async ({ page, browser }) => {
  await page.goto('/')
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as { targetInfos: { type: string; url: string }[] }
  await session.detach()
  expect(targetInfos.some((target) => target.type === 'page' && target.url.endsWith('/'))).toBe(true)
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url)).toEqual([])
})
