// WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) for the operator's brand
// colour: the theme paints white text on it (buttons) and draws it on the dark theme's background.

/** The dark theme's page background (Tailwind's slate-950, src/styles/global.css). */
export const DARK_BACKGROUND = '#020617'
/** AA for normal text: white on the brand colour. */
export const TEXT_CONTRAST = 4.5
/** AA for interface parts and large text: the brand colour on the dark background. */
export const UI_CONTRAST = 3

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** Whether the theme stays readable with this accent in both its light and its dark form. */
export const readableBrand = (hex: string) => contrastRatio(hex, '#ffffff') >= TEXT_CONTRAST && contrastRatio(hex, DARK_BACKGROUND) >= UI_CONTRAST
