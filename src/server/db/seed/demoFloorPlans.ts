import sharp from 'sharp'
import { processImage, type ProcessedImage } from '../../storage/images.ts'

// Floor plans for the demo listings: drawn here (walls, doors, beds; no text, so no font is needed)
// and sent through the same pipeline as an upload, so the demo shows the listing page's plans section.

const W = 1200
const H = 800
const WALL = '#1e293b'

/** A storey with a living area and `rooms` bedrooms along the right side; `upper` draws a stair instead of the entrance. */
function planSvg(rooms: number, upper: boolean): string {
  const left = 60
  const top = 60
  const right = W - 60
  const bottom = H - 60
  const split = 700
  const roomHeight = (bottom - top) / rooms
  const shapes: string[] = [`<rect width="${W}" height="${H}" fill="#ffffff"/>`, `<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="#f5efe3"/>`]
  for (let i = 0; i < rooms; i++) {
    const y = top + i * roomHeight
    shapes.push(`<rect x="${split}" y="${y}" width="${right - split}" height="${roomHeight}" fill="${i % 2 ? '#e8eef7' : '#eaf4ea'}"/>`)
    // A bed against the outer wall of each room.
    shapes.push(`<rect x="${right - 200}" y="${y + roomHeight / 2 - 60}" width="160" height="120" rx="8" fill="#cbd5e1" stroke="${WALL}" stroke-width="3"/>`)
    if (i > 0) shapes.push(`<line x1="${split}" y1="${y}" x2="${right}" y2="${y}" stroke="${WALL}" stroke-width="10"/>`)
    // The door from the living area, as a gap with its swing.
    shapes.push(`<line x1="${split}" y1="${y + 30}" x2="${split}" y2="${y + 100}" stroke="#f5efe3" stroke-width="12"/>`)
    shapes.push(`<path d="M ${split} ${y + 30} A 70 70 0 0 1 ${split + 70} ${y + 100}" fill="none" stroke="${WALL}" stroke-width="2"/>`)
  }
  // Bathroom and kitchen corners of the living area.
  shapes.push(`<rect x="${left}" y="${bottom - 220}" width="240" height="220" fill="#dbeafe" stroke="${WALL}" stroke-width="8"/>`)
  shapes.push(`<rect x="${left}" y="${top}" width="320" height="90" fill="#e2e8f0" stroke="${WALL}" stroke-width="4"/>`)
  shapes.push(`<line x1="${split}" y1="${top}" x2="${split}" y2="${bottom}" stroke="${WALL}" stroke-width="10" stroke-dasharray="${roomHeight - 110} 110" stroke-dashoffset="-100"/>`)
  shapes.push(`<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="none" stroke="${WALL}" stroke-width="16"/>`)
  if (upper) for (let s = 0; s < 8; s++) shapes.push(`<rect x="${440}" y="${bottom - 240 + s * 30}" width="160" height="30" fill="none" stroke="${WALL}" stroke-width="2"/>`)
  else shapes.push(`<line x1="${left + 360}" y1="${bottom}" x2="${left + 480}" y2="${bottom}" stroke="#ffffff" stroke-width="18"/>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${shapes.join('')}</svg>`
}

/** Each storey drawn and processed once, however many listings show it. */
export class DemoFloorPlans {
  private drawn = new Map<string, Promise<ProcessedImage>>()

  /** The plans of a home with `bedrooms` bedrooms: one storey, or two for a house with four or more. */
  plansFor(type: string, bedrooms: number | null): Promise<ProcessedImage[]> {
    if ((type !== 'Apartamento' && type !== 'Casa') || !bedrooms) return Promise.resolve([])
    const twoStoreys = type === 'Casa' && bedrooms >= 4
    const storeys = twoStoreys ? [this.storey(1, false), this.storey(bedrooms - 1, true)] : [this.storey(Math.min(bedrooms, 4), false)]
    return Promise.all(storeys)
  }

  private storey(rooms: number, upper: boolean): Promise<ProcessedImage> {
    const key = `${rooms}-${upper}`
    let plan = this.drawn.get(key)
    if (!plan) {
      plan = sharp(Buffer.from(planSvg(Math.max(1, Math.min(rooms, 4)), upper)))
        .png()
        .toBuffer()
        .then((png) => processImage({ name: `plano-${key}.png`, size: png.length, bytes: async () => png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer }))
      this.drawn.set(key, plan)
    }
    return plan
  }
}
