import os from 'node:os'

// What the load benches share: their settings from the environment, the static file they compare
// with, and the Markdown table they print.

/** A file of the site build served as is: what the server does at the least per request. */
export const STATIC_PATH = '/favicon.svg'

export function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

export function nonNegativeInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`)
  return value
}

export const fmt = (value: number, digits: number) => value.toFixed(digits)

/** The 1-minute load average: figures from a busy machine say less, so every table prints it. */
export const loadAverage = () => os.loadavg()[0].toFixed(1)

/** A Markdown table with its columns aligned (the first to the left, the others to the right). */
export function markdownTable(header: string[], lines: string[][]): string[] {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)))
  const render = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`
  return [render(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...lines.map(render)]
}

/** A mix that had errors or non-2xx answers fails the run (a fast wrong answer is no result). */
export function failOnErrors(results: { label: string; rows: { name: string; errors: number; non2xx: number; detail?: string }[] }[]) {
  const failures = results.flatMap(({ label, rows }) =>
    rows.filter((row) => row.errors > 0 || row.non2xx > 0).map((row) => `${label} ${row.name}: ${row.errors} errors, ${row.non2xx} non-2xx answers${row.detail ? ` (${row.detail})` : ''}`),
  )
  if (failures.length > 0) {
    console.error(`\nFAILED:\n${failures.join('\n')}`)
    process.exitCode = 1
  }
}

/** Runs a bench's main, reports its failure, and always runs its cleanups (throwaway databases, servers). */
export async function runBench(name: string, main: () => Promise<void>, cleanup: () => Promise<void>) {
  try {
    await main()
  } catch (error) {
    console.error(`\n${name} failed:`, error)
    process.exitCode = 1
  } finally {
    await cleanup()
  }
}
