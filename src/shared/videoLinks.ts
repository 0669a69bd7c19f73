// A listing's video or 3D tour is a link to one of three hosts, shown as a frame the visitor loads
// by clicking (nothing is fetched from outside before). The frame always uses the host's
// privacy-enhanced address; the Content-Security-Policy allows exactly these frame origins.

export type VideoHost = 'youtube' | 'vimeo' | 'matterport'

export interface VideoEmbed {
  host: VideoHost
  /** The address the frame loads once the visitor asks for it. */
  embedUrl: string
}

/** The frame origins the Content-Security-Policy lets pages embed. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://my.matterport.com'] as const

const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const MATTERPORT_ID = /^[\w]{6,20}$/

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '')
  if (host === 'youtu.be') return url.pathname.slice(1)
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null
  if (url.pathname === '/watch') return url.searchParams.get('v')
  const match = /^\/(embed|shorts|live)\/([^/]+)$/.exec(url.pathname)
  return match ? match[2] : null
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '')
  if (host === 'vimeo.com') return url.pathname.slice(1)
  if (host === 'player.vimeo.com') return /^\/video\/([^/]+)$/.exec(url.pathname)?.[1] ?? null
  return null
}

function matterportId(url: URL): string | null {
  if (url.hostname !== 'my.matterport.com' || !['/show', '/show/'].includes(url.pathname)) return null
  return url.searchParams.get('m')
}

/** The frame for a link a listing gives, or null when the link is not a YouTube, Vimeo or Matterport one. */
export function videoEmbed(link: string): VideoEmbed | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  const youtube = youtubeId(url)
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? { host: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` } : null
  const vimeo = vimeoId(url)
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? { host: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=1` } : null
  const matterport = matterportId(url)
  if (matterport !== null) return MATTERPORT_ID.test(matterport) ? { host: 'matterport', embedUrl: `https://my.matterport.com/show/?m=${matterport}&play=1` } : null
  return null
}
