import { useState } from 'react'
import { renditionPath, srcsetFor } from '../../shared/images.ts'

interface Props {
  path: string | null
  alt: string
  noImageText: string
  sizes?: string
  eager?: boolean
  className?: string
}

/** A listing photo with a fixed 3:2 box (nothing shifts) and the 'no image' placeholder on failure. */
export function PropertyImage({ path, alt, noImageText, sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw', eager = false, className = '' }: Props) {
  const [failed, setFailed] = useState(false)
  const box = `photo-box ${className}`
  if (!path || failed) {
    return (
      <div className={`${box} flex items-center justify-center text-sm font-medium text-slate-600 dark:text-slate-300`}>
        <span>{noImageText}</span>
      </div>
    )
  }
  return (
    <div className={box}>
      <img
        src={srcsetFor(path) ? renditionPath(path, 800) : path}
        srcSet={srcsetFor(path)}
        sizes={sizes}
        alt={alt}
        width={800}
        height={533}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        onError={() => setFailed(true)}
        className="h-full w-full object-cover"
      />
    </div>
  )
}
