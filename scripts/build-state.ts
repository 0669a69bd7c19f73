import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// What the site build depends on; a change to any of these makes `npm start` rebuild.
const INPUTS = ['src', 'i18n', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json']
export const BUILD_STAMP = path.join('dist', '.build-stamp')

/** What a build was made with, written by the last build step (scripts/compress-assets.ts). */
interface BuildStamp {
  builtAt: string
  /** PUBLIC_SITE_URL as baked into the pre-rendered pages' canonical and Open Graph URLs. */
  siteUrl: string
}

/**
 * The site URL a build bakes in: PUBLIC_SITE_URL as astro.config.mjs reads it (the server's
 * src/server/env.ts applies the same default and drops the same trailing slash).
 */
export function buildSiteUrl(value = process.env.PUBLIC_SITE_URL): string {
  return (value || 'http://localhost:4321').replace(/\/$/, '')
}

export function writeBuildStamp(root = process.cwd(), siteUrl = buildSiteUrl()): void {
  const stamp: BuildStamp = { builtAt: new Date().toISOString(), siteUrl }
  writeFileSync(path.join(root, BUILD_STAMP), `${JSON.stringify(stamp)}\n`)
}

function readBuildStamp(file: string): Partial<BuildStamp> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildStamp>
  } catch {
    return {} // a stamp from before it recorded anything: rebuild once
  }
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const info = statSync(entry)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/**
 * True when the build is missing, older than its sources, or was made for another site URL (the
 * pre-rendered pages carry it in their canonical, hreflang and Open Graph links).
 */
export function buildIsStale(root = process.cwd(), siteUrl = buildSiteUrl()): boolean {
  const stamp = path.join(root, BUILD_STAMP)
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist', 'server', 'entry.mjs'))) return true
  if (readBuildStamp(stamp).siteUrl !== siteUrl) return true
  const built = statSync(stamp).mtimeMs
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built)
}
