import { describe, expect, it } from 'vitest'
import { brandShades, brandStyle } from '../../src/shared/site/brandShades.ts'

// WCAG 2.2 relative luminance and contrast, written here as the oracle.
const lum = (hex: string) =>
  [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0)
const ratio = (a: string, b: string) => {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
const DARK = '#020617'

describe("the theme's shades of an operator's colour", () => {
  it.each(['#c2410c', '#1d4ed8', '#166534', '#7c3aed', '#be123c', '#0f172a'])('%s: the 700 is the colour, lighter shades above it, the dark theme text readable', (colour) => {
    const shades = brandShades(colour)
    expect(shades[700]).toBe(colour)
    expect(lum(shades[50])).toBeGreaterThan(lum(shades[100]))
    expect(lum(shades[100])).toBeGreaterThan(lum(shades[600]))
    expect(lum(shades[600])).toBeGreaterThan(lum(shades[700]))
    expect(lum(shades[700])).toBeGreaterThan(lum(shades[800]))
    // Text in the dark theme is drawn in the 400 and 300.
    expect(ratio(shades[400], DARK)).toBeGreaterThanOrEqual(7)
    expect(ratio(shades[300], DARK)).toBeGreaterThanOrEqual(7)
    for (const value of Object.values(shades)) expect(value).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('writes them as the custom properties the stylesheet reads', () => {
    const css = brandStyle('#1D4ED8')
    expect(css.startsWith(':root{')).toBe(true)
    expect(css).toContain('--color-brand-700:#1d4ed8')
    expect(css.match(/--color-brand-\d+:/g)).toHaveLength(8)
  })
})
