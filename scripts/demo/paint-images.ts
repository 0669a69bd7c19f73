import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { paintDemoPhoto, type DemoScene } from './painter/paint.ts'

// Paints the demo photos the demo listings name (`<scene>-<variant>.webp`) into the seed's data
// folder. Run once after changing the painter or the photo names; the output is committed, so
// `npm start` never paints: `node scripts/demo/paint-images.ts`.
const DATA = new URL('../../src/server/db/seed/demo-data/', import.meta.url)
const PHOTOS = new URL('photos/', DATA)
const SCENES: readonly DemoScene[] = ['house', 'apartment', 'land', 'office', 'commercial', 'interior']
// Photos go through the upload pipeline again at seed time; this only has to look clean.
const QUALITY = 72

const listings = JSON.parse(await readFile(new URL('listings.json', DATA), 'utf8')) as { photos: string[] }[]
const names = [...new Set(listings.flatMap((listing) => listing.photos))].sort()

await rm(PHOTOS, { recursive: true, force: true })
await mkdir(PHOTOS, { recursive: true })
let total = 0
for (const name of names) {
  const match = /^([a-z]+)-(\d+)\.webp$/.exec(name)
  const scene = match?.[1] as DemoScene | undefined
  if (!match || !scene || !SCENES.includes(scene)) throw new Error(`${name}: expected <scene>-<variant>.webp with a scene of ${SCENES.join(', ')}`)
  // The seeds the earlier in-process seed used, so the catalogue keeps its pictures.
  const data = await paintDemoPhoto(1000 + Number(match[2]) * 37 + scene.length, scene, QUALITY)
  await writeFile(new URL(name, PHOTOS), data)
  total += data.length
}
console.log(`${(await readdir(PHOTOS)).length} photos, ${(total / 1024).toFixed(0)} KB in ${PHOTOS.pathname}`)
