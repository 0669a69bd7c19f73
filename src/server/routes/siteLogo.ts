import { Hono } from 'hono'
import { MAX_IMAGE_BYTES } from '../../shared/constants.ts'
import type { AppEnv } from '../context.ts'
import { streamLimit } from '../middleware/bodyLimits.ts'
import { requireSuperadmin } from '../middleware/auth.ts'
import { uploadSlots } from '../middleware/uploadSlots.ts'
import { withMultipart } from '../multipart.ts'
import { json, routeDocs } from '../openapi/describe.ts'
import { storeSiteLogo } from '../services/siteLogo.ts'

// Room for one file at its largest and the multipart framing; a larger file is cut at the limit by
// the multipart reader and refused with the logo's field error.
const LOGO_UPLOAD_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024
/** The route that takes the logo's multipart upload (app.ts lets it past the JSON cap, to its own). */
export const isLogoUploadRoute = (method: string, path: string) => method === 'POST' && /^(\/api)?\/admin\/site-settings\/logo\/?$/.test(path)

// A logo is decoded once and scaled five times: one at a time, a few waiting.
const uploading = uploadSlots({ active: 1, waiting: 8 })
const doc = routeDocs('Site')

const form = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: `PNG, JPEG or WebP (by content), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.` } },
}

/** POST /api/admin/site-settings/logo (superadmin): stores a logo and its icons; the draft is unchanged. */
export const siteLogoRoutes = new Hono<AppEnv>().post(
  '/',
  doc({
    summary: "Upload the portal's logo",
    description:
      "Stores the logo (96 px high PNG) and its icons (32, 180, 192 and 512 px PNG) under a name made from the content, and answers `{ logo }`, the path to put in the draft's `logo`; the icons' paths derive from it (`src/shared/site/logoFiles.ts`). A file that is not PNG, JPEG or WebP, or does not decode, is a 400, one over 10 MB a 413, both with a field error on `file`.",
    access: 'superadmin',
    form,
    responses: { 201: json('`{ logo }`') },
    errors: [503],
  }),
  requireSuperadmin,
  streamLimit(LOGO_UPLOAD_LIMIT),
  uploading,
  async (c) => c.json(await withMultipart(c, (body) => storeSiteLogo(c.get('services').storage, body.files.file)), 201),
)
