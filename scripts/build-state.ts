import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// What the site build depends on; a change to any of these makes `npm start` rebuild.
const INPUTS = ['src', 'i18n', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json']
export const BUILD_STAMP = path.join('dist', '.build-stamp')

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const info = statSync(entry)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

export function buildIsStale(root = process.cwd()): boolean {
  const stamp = path.join(root, BUILD_STAMP)
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist', 'server', 'entry.mjs'))) return true
  const built = statSync(stamp).mtimeMs
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built)
}
