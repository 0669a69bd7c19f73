import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react'
import { renditionPath, srcsetFor } from '../../../shared/images.ts'
import { translator, type Messages } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'

interface Props {
  images: string[]
  title: string
  messages: Messages
}

const SWIPE_MIN_PX = 40

/**
 * The listing's photos: a main image, thumbnails that select it (the first by default), arrow keys
 * to move, and a full-screen view that closes with Escape and follows swipes on phones.
 */
export default function Gallery({ images, title, messages }: Props) {
  const t = translator(messages)
  const [index, setIndex] = useState(0)
  const [fullscreen, setFullscreen] = useState(false)
  // The server-rendered buttons do nothing until the island runs: disabled until then, not dead.
  const hydrated = useHydrated()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const touchStart = useRef<number | null>(null)
  const total = images.length
  const go = useCallback((delta: number) => setIndex((current) => (current + delta + total) % total), [total])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (fullscreen && !dialog.open) dialog.showModal()
    if (!fullscreen && dialog.open) dialog.close()
  }, [fullscreen])

  if (total === 0) {
    return (
      <div className="flex aspect-[3/2] w-full items-center justify-center rounded-xl bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <p>{t('property.noImages')}</p>
      </div>
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }
  const onTouchStart = (event: TouchEvent) => (touchStart.current = event.touches[0]?.clientX ?? null)
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const end = event.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return
    go(end < start ? 1 : -1)
  }
  const photoLabel = t('gallery.photo', { index: index + 1, total })
  const current = images[index]

  return (
    <section aria-label={t('gallery.label')} aria-roledescription="gallery" onKeyDown={onKeyDown}>
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          src={srcsetFor(current) ? renditionPath(current, 800) : current}
          srcSet={srcsetFor(current)}
          sizes="(min-width: 1024px) 60vw, 100vw"
          alt={`${title} — ${photoLabel}`}
          width={1600}
          height={1067}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="h-full w-full object-cover"
        />
        <button ref={openerRef} type="button" className="btn absolute right-3 top-3 bg-white/95 px-3 py-2 text-sm text-slate-900 shadow hover:bg-white" disabled={!hydrated} onClick={() => setFullscreen(true)}>
          {t('gallery.fullscreen')}
        </button>
        {total > 1 && (
          <>
            <button type="button" aria-label={t('gallery.previous')} className="btn absolute left-3 top-1/2 h-10 w-10 -translate-y-1/2 rounded-full bg-white/95 p-0 text-slate-900 shadow" disabled={!hydrated} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" aria-label={t('gallery.next')} className="btn absolute right-3 top-1/2 h-10 w-10 -translate-y-1/2 rounded-full bg-white/95 p-0 text-slate-900 shadow" disabled={!hydrated} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <p aria-live="polite" className="absolute bottom-3 left-3 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white">
          {photoLabel}
        </p>
      </div>

      {total > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t('gallery.showPhoto', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                disabled={!hydrated}
                onClick={() => setIndex(i)}
                className="block aspect-[3/2] w-full overflow-hidden rounded-lg ring-offset-2 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-700 dark:ring-offset-slate-950 dark:aria-[current=true]:ring-orange-400"
              >
                <img src={srcsetFor(image) ? renditionPath(image, 400) : image} alt="" width={400} height={267} loading="lazy" decoding="async" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <dialog
        ref={dialogRef}
        aria-label={`${title} — ${photoLabel}`}
        onClose={() => {
          setFullscreen(false)
          openerRef.current?.focus()
        }}
        className="m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        {fullscreen && (
          <div className="relative flex h-full w-full items-center justify-center" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <img src={current} srcSet={srcsetFor(current)} sizes="100vw" alt={`${title} — ${photoLabel}`} className="max-h-full max-w-full object-contain" />
            <button type="button" autoFocus className="btn absolute right-4 top-4 bg-white px-4 py-2 text-slate-900" onClick={() => setFullscreen(false)}>
              {t('gallery.close')}
            </button>
            {total > 1 && (
              <>
                <button type="button" aria-label={t('gallery.previous')} className="btn absolute left-4 top-1/2 h-12 w-12 -translate-y-1/2 rounded-full bg-white p-0 text-2xl text-slate-900" onClick={() => go(-1)}>
                  <span aria-hidden="true">‹</span>
                </button>
                <button type="button" aria-label={t('gallery.next')} className="btn absolute right-4 top-1/2 h-12 w-12 -translate-y-1/2 rounded-full bg-white p-0 text-2xl text-slate-900" onClick={() => go(1)}>
                  <span aria-hidden="true">›</span>
                </button>
              </>
            )}
            <p className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-black/70 px-3 py-1 text-sm">{photoLabel}</p>
          </div>
        )}
      </dialog>
    </section>
  )
}
