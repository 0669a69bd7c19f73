import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { MAX_IMAGE_BYTES } from '../../shared/constants.ts'
import { LOGO_HEIGHT, LOGO_ICON_SIZES, LOGO_MAX_WIDTH, logoIcon, logoPath } from '../../shared/site/logoFiles.ts'
import { AppError } from '../errors.ts'
import { decodeImage, openImage, type UploadedFile } from '../storage/images.ts'
import { pathToKey, type FileStorage } from '../storage/storage.ts'

// The operator's logo (issue 26): checked by the image pipeline, re-encoded (metadata dropped) into
// the logo and its icons, stored under a name made from the upload's content. Nothing in the draft
// changes: the form puts the answered path into the draft's `logo` and saves it.

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }

/** The field error every refusal carries, so the form shows it by the logo. */
const refusal = (code: 'INVALID' | 'TOO_LARGE', message: 'errors.image.type' | 'errors.image.tooLarge' | 'errors.image.tooManyPixels') =>
  new AppError(code, message, { issues: [{ path: 'file', message: 'validation.site.logoType' }] })

/** The pipeline's refusals said the logo's way: a bad file is a 400 on `file`, a large one a 413. */
function asLogoRefusal(error: unknown): never {
  if (error instanceof AppError && error.code === 'TOO_LARGE' && error.message === 'errors.image.tooManyPixels') throw refusal('TOO_LARGE', 'errors.image.tooManyPixels')
  if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA') throw refusal('INVALID', 'errors.image.type')
  throw error
}

type LogoImages = { path: string; data: Buffer }[]

/** Every file of the logo, made before anything is written (a bad upload stores nothing). */
async function render(file: UploadedFile): Promise<LogoImages> {
  const image = await openImage(file).catch(asLogoRefusal)
  // One decode into pixels (auto-rotated); the logo and each icon are scaled from them.
  const decode = () => image.rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const { data, info } = await decodeImage(decode).catch(asLogoRefusal)
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16)
  const logo = logoPath(hash)
  const logoData = await pixels().resize({ height: LOGO_HEIGHT, width: LOGO_MAX_WIDTH, fit: 'inside', withoutEnlargement: true }).png().toBuffer()
  const icons = await Promise.all(
    LOGO_ICON_SIZES.map(async (size) => {
      // The logo whole inside the square; Apple's icon on white, since iOS draws transparency black.
      const apple = size === 180
      const square = pixels().resize({ width: size, height: size, fit: 'contain', background: apple ? WHITE : TRANSPARENT })
      return { path: logoIcon(logo, size)!, data: await (apple ? square.flatten({ background: WHITE }) : square).png().toBuffer() }
    }),
  )
  return [{ path: logo, data: logoData }, ...icons]
}

/** POST /api/admin/site-settings/logo: stores the logo and its icons; answers the logo's path. */
export async function storeSiteLogo(storage: FileStorage, files: UploadedFile[] | undefined): Promise<{ logo: string }> {
  if (files?.length !== 1) throw refusal('INVALID', 'errors.image.type')
  const [file] = files
  if (file.size > MAX_IMAGE_BYTES) throw refusal('TOO_LARGE', 'errors.image.tooLarge')
  const rendered = await render(file)
  try {
    for (const { path, data } of rendered) await storage.put(pathToKey(path)!, data, 'image/png')
  } catch (error) {
    // Nothing is deleted: the same picture uploaded before has these very names, and a publication
    // may show it. A retry writes them again.
    throw new AppError('UNAVAILABLE', 'errors.storageUnavailable', { cause: error })
  }
  return { logo: rendered[0].path }
}
