import { useEffect, useRef, type ReactNode } from 'react'

interface Props {
  open: boolean
  /** The id of its title, which names it. */
  labelledBy: string
  describedBy?: string
  /** Escape: the modal asks, the owner closes it (or not, while something is on its way). */
  onCancel: () => void
  wide?: boolean
  children: ReactNode
}

/** A modal on the native <dialog>: focus is kept inside, Escape cancels. */
export function Modal({ open, labelledBy, describedBy, onCancel, wide = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className={`m-auto ${wide ? 'w-[min(34rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100`}
    >
      {children}
    </dialog>
  )
}
