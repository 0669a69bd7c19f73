import sharp from 'sharp'
import { glow, H, radial, W, type Ctx, type DemoScene } from './context.ts'
import { drawInterior } from './interior.ts'
import { pickLight } from './light.ts'
import { drawOutdoor } from './outdoor.ts'
import { mulberry32, sceneSeed } from './random.ts'
import { rect } from './svg.ts'

/**
 * Illustrated stand-in photos for the demo catalogue, drawn as SVG in code (no network, no assets,
 * no fonts, hence no <text>), yet every (seed, scene) pair looks like its own picture. Run once by
 * paint-images.ts; the seed reads the committed WebP files, not this code.
 */
export type { DemoScene }

/** The light over the whole picture: a tint for the time of day, sun glare, and a vignette. */
function finish(c: Ctx): void {
  const l = c.light
  if (l.tintOpacity > 0) c.out.push(rect(0, 0, W, H, l.tint, `opacity="${l.tintOpacity}"`))
  if (l.time === 'golden' || l.time === 'morning') c.out.push(rect(0, 0, W, H, glow(c, l.sun, 0.22, l.sunX / W, l.sunY / H, 0.6)))
  const vignette = radial(
    c,
    [
      [0.55, '#000', 0],
      [1, '#000', 0.32],
    ],
    0.5,
    0.5,
    0.75,
  )
  c.out.push(rect(0, 0, W, H, vignette))
}

function buildSvg(seed: number, kind: DemoScene): string {
  const r = mulberry32(sceneSeed(seed, kind))
  const c: Ctx = { r, light: pickLight(r), defs: [], out: [], nextId: 0, gradients: new Map() }
  if (kind === 'interior') drawInterior(c)
  else drawOutdoor(c, kind)
  finish(c)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defs.join('')}</defs>${c.out.join('')}</svg>`
}

/** One picture of a scene as WebP; the same (seed, kind) always gives the same picture. */
export async function paintDemoPhoto(seed: number, kind: DemoScene, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(buildSvg(seed, kind)))
    .resize(W, H, { fit: 'cover' })
    .webp({ quality, effort: 6 })
    .toBuffer()
}
