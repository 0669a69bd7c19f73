import { DARK_BACKGROUND, contrastRatio } from '../colourContrast.ts'

// The theme's accent shades (src/styles/global.css `--color-brand-*`) made from the operator's one
// colour, which is the 700 (buttons, links). The dark theme writes text in the 400: it is lightened
// until it reads at least as well on the dark background as the demo's orange did (7:1).

const DARK_TEXT_CONTRAST = 7

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const toHex = (values: number[]) =>
  `#${values
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
/** `hex` moved `amount` (0–1) of the way towards `target`. */
const mix = (hex: string, target: string, amount: number) => {
  const [from, to] = [channels(hex), channels(target)]
  return toHex(from.map((c, i) => c + (to[i] - c) * amount))
}

export type BrandShades = Record<50 | 100 | 300 | 400 | 500 | 600 | 700 | 800, string>

export function brandShades(base: string): BrandShades {
  const hex = base.toLowerCase()
  let dark = hex
  for (let step = 1; step <= 20 && contrastRatio(dark, DARK_BACKGROUND) < DARK_TEXT_CONTRAST; step++) dark = mix(hex, '#ffffff', step * 0.05)
  return {
    50: mix(hex, '#ffffff', 0.94),
    100: mix(hex, '#ffffff', 0.88),
    300: mix(dark, '#ffffff', 0.3),
    400: dark,
    500: mix(hex, '#ffffff', 0.3),
    600: mix(hex, '#ffffff', 0.15),
    700: hex,
    800: mix(hex, '#000000', 0.22),
  }
}

/** The CSS that puts these shades in place of the theme's own. */
export function brandStyle(base: string): string {
  const shades = brandShades(base)
  return `:root{${Object.entries(shades)
    .map(([shade, value]) => `--color-brand-${shade}:${value}`)
    .join(';')}}`
}
