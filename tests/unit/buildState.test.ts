import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { BUILD_STAMP, buildIsStale, buildSiteUrl, writeBuildStamp } from '../../scripts/build-state.ts'

let root: string

/** A project with one source file and a finished build made for `siteUrl`, stamped after the source. */
function builtProject(siteUrl: string) {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-state-'))
  mkdirSync(path.join(root, 'src'))
  mkdirSync(path.join(root, 'dist', 'server'), { recursive: true })
  writeFileSync(path.join(root, 'src', 'page.astro'), '<p>hi</p>')
  const past = new Date(Date.now() - 60_000)
  utimesSync(path.join(root, 'src', 'page.astro'), past, past)
  utimesSync(path.join(root, 'src'), past, past)
  writeFileSync(path.join(root, 'dist', 'server', 'entry.mjs'), '')
  writeBuildStamp(root, siteUrl)
}

describe('npm start rebuilds the site', () => {
  beforeEach(() => builtProject('https://casas.example'))

  it('not when the build is newer than its sources and made for the same PUBLIC_SITE_URL', () => {
    expect(buildIsStale(root, 'https://casas.example')).toBe(false)
  })

  it('when PUBLIC_SITE_URL changed, so canonical and Open Graph links of pre-rendered pages follow it', () => {
    expect(buildIsStale(root, 'https://www.casas.example')).toBe(true)
    expect(buildIsStale(root, buildSiteUrl(undefined))).toBe(true)
  })

  it('when a source changed after the build', () => {
    writeFileSync(path.join(root, 'src', 'page.astro'), '<p>hello</p>')
    const later = new Date(Date.now() + 1000)
    utimesSync(path.join(root, 'src', 'page.astro'), later, later)
    expect(buildIsStale(root, 'https://casas.example')).toBe(true)
  })

  it('when there is no build, or its stamp predates recording the site URL', () => {
    writeFileSync(path.join(root, BUILD_STAMP), new Date().toISOString())
    expect(buildIsStale(root, 'https://casas.example')).toBe(true)
    expect(buildIsStale(mkdtempSync(path.join(os.tmpdir(), 'build-state-')), 'https://casas.example')).toBe(true)
  })
})

describe('the site URL a build is made for', () => {
  it('is PUBLIC_SITE_URL without a trailing slash, localhost when unset or empty', () => {
    expect(buildSiteUrl('https://casas.example/')).toBe('https://casas.example')
    expect(buildSiteUrl('')).toBe('http://localhost:4321')
    expect(buildSiteUrl(undefined)).toBe('http://localhost:4321')
  })
})
