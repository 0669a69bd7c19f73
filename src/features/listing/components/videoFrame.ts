import { VIDEO_FRAME_ORIGINS } from '../../../shared/videoLinks.ts'

/**
 * A listing's video or tour, loaded when the visitor presses its button (ListingVideos.astro): until
 * then the page asks nothing of the video's host. The frame's address is checked against the
 * origins the Content-Security-Policy allows, so a tampered attribute loads nothing.
 */
export function startVideoFrame(frame: HTMLElement): void {
  const button = frame.querySelector<HTMLButtonElement>('[data-video-load]')
  const { videoSrc = '', videoTitle = '' } = frame.dataset
  let origin: string
  try {
    origin = new URL(videoSrc).origin
  } catch {
    return
  }
  if (!button || !(VIDEO_FRAME_ORIGINS as readonly string[]).includes(origin)) return
  button.disabled = false
  button.addEventListener('click', () => {
    const iframe = document.createElement('iframe')
    iframe.src = videoSrc
    iframe.title = videoTitle
    iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media; xr-spatial-tracking'
    iframe.allowFullscreen = true
    iframe.referrerPolicy = 'strict-origin-when-cross-origin'
    iframe.className = 'h-full w-full border-0'
    const stage = frame.querySelector<HTMLElement>('[data-video-stage]') ?? frame
    stage.replaceChildren(iframe)
    iframe.focus()
  })
}
