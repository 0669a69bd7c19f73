import { renditionPath, srcsetFor } from '../../../shared/images.ts'

const SWIPE_MIN_PX = 40

interface GalleryData {
  images: string[]
  /** "Foto 1 de 4"… in the page's language, one per photo. */
  labels: string[]
  title: string
}

/** Brings a server-rendered Gallery.astro to life: thumbnails, arrows, keys, swipes and the full-screen dialog. */
export function startGallery(section: HTMLElement): void {
  const { images, labels, title } = JSON.parse(section.dataset.gallery ?? '{}') as GalleryData
  const total = images.length
  const main = section.querySelector<HTMLImageElement>('[data-gallery-main]')
  const dialog = section.querySelector<HTMLDialogElement>('[data-gallery-dialog]')
  const fullView = section.querySelector<HTMLTemplateElement>('[data-gallery-full-view]')
  const opener = section.querySelector<HTMLButtonElement>('[data-gallery-open]')
  if (!main || !dialog || !fullView || !opener || total === 0) return
  const thumbs = [...section.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')]
  let index = 0

  const showFull = () => {
    const full = dialog.querySelector<HTMLImageElement>('[data-gallery-full]')
    if (!full) return
    full.src = images[index]
    setSrcset(full, srcsetFor(images[index]))
    full.alt = `${title} — ${labels[index]}`
  }
  const show = (next: number) => {
    index = (next + total) % total
    const image = images[index]
    const label = labels[index]
    main.src = srcsetFor(image) ? renditionPath(image, 800) : image
    setSrcset(main, srcsetFor(image))
    main.alt = `${title} — ${label}`
    // The first photo is the page's largest paint; another one is not urgent.
    if (index !== 0) main.removeAttribute('fetchpriority')
    showFull()
    dialog.setAttribute('aria-label', `${title} — ${label}`)
    for (const text of section.querySelectorAll('[data-gallery-label]')) text.textContent = label
    thumbs.forEach((thumb, i) => (i === index ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current')))
  }

  // The dialog sits inside the section: its keys, clicks and swipes come here too.
  section.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(index + 1)
    else if (event.key === 'ArrowLeft') show(index - 1)
    else return
    event.preventDefault()
  })
  let touchStart: number | null = null
  section.addEventListener('touchstart', (event) => (touchStart = (event.target as Element).closest('[data-gallery-stage]') ? (event.touches[0]?.clientX ?? null) : null), { passive: true })
  section.addEventListener('touchend', (event) => {
    const start = touchStart
    const end = event.changedTouches[0]?.clientX
    touchStart = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return
    show(index + (end < start ? 1 : -1))
  })
  section.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLButtonElement>('button')
    if (!target) return
    if (target.dataset.galleryStep) show(index + Number(target.dataset.galleryStep))
    else if (target.dataset.galleryThumb) show(Number(target.dataset.galleryThumb))
    else if (target.hasAttribute('data-gallery-close')) dialog.close()
    else if (target === opener) {
      dialog.replaceChildren(fullView.content.cloneNode(true))
      showFull()
      for (const text of dialog.querySelectorAll('[data-gallery-label]')) text.textContent = labels[index]
      dialog.showModal()
      dialog.querySelector<HTMLButtonElement>('[data-gallery-close]')?.focus()
    }
  })
  dialog.addEventListener('close', () => {
    dialog.replaceChildren()
    opener.focus()
  })
  for (const button of section.querySelectorAll<HTMLButtonElement>('button[disabled]')) button.disabled = false
}

function setSrcset(image: HTMLImageElement, srcset: string | undefined) {
  if (srcset) image.srcset = srcset
  else image.removeAttribute('srcset')
}
