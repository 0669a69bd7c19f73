import { videoEmbed, type VideoHost } from '../../../shared/videoLinks.ts'
import type { Property } from '../../../shared/types.ts'

/** The hosts' own names, the same in every language. */
const HOST_NAMES: Record<VideoHost, string> = { youtube: 'YouTube', vimeo: 'Vimeo', matterport: 'Matterport' }

export interface VideoFrame {
  kind: 'videoUrl' | 'tourUrl'
  host: string
  /** The privacy-enhanced address the frame loads once the visitor asks. */
  embedUrl: string
}

/** The listing's video and 3D tour that a frame can show; a stored link the hosts' rules no longer accept is left out. */
export function videoFramesOf(p: Pick<Property, 'videoUrl' | 'tourUrl'>): VideoFrame[] {
  return (['videoUrl', 'tourUrl'] as const).flatMap((kind) => {
    const link = p[kind]
    const embed = link ? videoEmbed(link) : null
    return embed ? [{ kind, host: HOST_NAMES[embed.host], embedUrl: embed.embedUrl }] : []
  })
}
