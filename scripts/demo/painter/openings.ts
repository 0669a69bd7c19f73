import { darken, mix } from './colour.ts'
import { fade, linear, shade, type Ctx } from './context.ts'
import { chance } from './random.ts'
import { circle, placed, poly, rect } from './svg.ts'

export const FACADES = ['#f1ebe0', '#efe2c8', '#e8d3b0', '#d98f5c', '#c7d3d9', '#e9c46a', '#b8c9a8', '#f3f1ec', '#d6c2a8', '#e7b7a0']
export const ROOFS = ['#a8452c', '#b5533a', '#8d3b2a', '#4a4f57', '#5b4a42']

/** Glass reflects the sky by day and glows warm when lit from inside. */
export function glassFill(c: Ctx, lit: boolean): string {
  if (lit) return fade(c, '#ffe6a0', '#f3b35c')
  const l = c.light
  return linear(c, [
    [0, mix(l.skyHorizon, '#ffffff', 0.3)],
    [0.45, mix(l.skyTop, '#7a97b0', 0.4)],
    [1, '#34475a'],
  ])
}

export interface WindowStyle {
  frame: string
  mullions: 0 | 1 | 2
  shutters: string | null
  sill: boolean
}

export function windowAt(c: Ctx, x: number, y: number, w: number, h: number, style: WindowStyle): void {
  const lit = c.light.lit && chance(c.r, 0.7)
  const f = 5
  if (style.shutters) {
    c.out.push(rect(x - w * 0.42 - f, y - f, w * 0.42, h + 2 * f, style.shutters))
    c.out.push(rect(x + w + f, y - f, w * 0.42, h + 2 * f, style.shutters))
  }
  c.out.push(rect(x - f, y - f, w + 2 * f, h + 2 * f, style.frame))
  c.out.push(rect(x, y, w, h, glassFill(c, lit)))
  // A slanted streak of reflected light is what makes an unlit pane read as glass.
  if (!lit) c.out.push(poly(placed(x, y, w, h, [0.15, 1, 0.55, 0, 0.75, 0, 0.35, 1]), '#ffffff', 'opacity="0.16"'))
  if (style.mullions >= 1) c.out.push(rect(x + w / 2 - 2, y, 4, h, style.frame))
  if (style.mullions === 2) c.out.push(rect(x, y + h * 0.4 - 2, w, 4, style.frame))
  if (style.sill) c.out.push(rect(x - f - 6, y + h + f, w + 2 * f + 12, 7, darken(style.frame, 0.12)))
}

/** A panelled front door in its frame, with a step, standing on baseY. */
export function door(c: Ctx, x: number, baseY: number, w: number, h: number, color: string): void {
  c.out.push(rect(x - 6, baseY - h - 6, w + 12, h + 6, '#efe9df'))
  c.out.push(rect(x, baseY - h, w, h, shade(c, color, 0.1, 0.15, true)))
  c.out.push(rect(x + w * 0.15, baseY - h * 0.9, w * 0.7, h * 0.35, darken(color, 0.15), 'rx="2"'))
  c.out.push(rect(x + w * 0.15, baseY - h * 0.48, w * 0.7, h * 0.38, darken(color, 0.15), 'rx="2"'))
  c.out.push(circle(x + w * 0.82, baseY - h * 0.5, 3.5, '#d9b44a'))
  c.out.push(rect(x - 14, baseY, w + 28, 8, '#bdb5a8'))
}
