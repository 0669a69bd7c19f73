import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { fetchListings } from '../../../lib/listings.ts'
import type { Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import { SHEET_CLEARED, sheetFilterCount } from '../model/chips.ts'
import { apiQuery, withChanges, type SearchState } from '../../../shared/searchQuery.ts'
import type { CityOption } from './CityField.tsx'
import { FilterFields, type FilterFieldsKey } from './FilterFields.tsx'

interface Props {
  state: SearchState
  cities: CityOption[]
  t: Translate<FilterFieldsKey>
  lang: Language
  onApply: (next: SearchState) => void
}

/** Waits this long after the last change before counting, so typing a price asks once. */
const COUNT_DELAY_MS = 250
const SHEET_ID = 'filter-sheet'

/**
 * The phone's filters: a full-screen dialog (the browser's own modal `<dialog>`: focus stays inside,
 * Escape closes it) editing a draft, with the live count of what applying it would show.
 */
export function FilterSheet({ state, cities, t, lang, onApply }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [draft, setDraft] = useState(state)
  // The count of the draft it was taken for: a newer draft shows "counting" until its own arrives.
  const [counted, setCounted] = useState<{ key: string; total: number | 'failed' } | null>(null)
  const [open, setOpen] = useState(false)
  // A typed number that cannot be read keeps the sheet open with its message, rather than applying the draft without it.
  const [readable, setReadable] = useState(true)
  // "Clear all" starts the fields afresh, unreadable text included.
  const [cleared, setCleared] = useState(0)
  const key = JSON.stringify(apiQuery(draft, 1))
  const count = counted?.key === key ? counted.total : null

  useEffect(() => {
    if (!open) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchListings(JSON.parse(key) as Record<string, string | number | boolean>, controller.signal).then(
        (page) => setCounted({ key, total: page.pagination.total }),
        () => controller.signal.aborted || setCounted({ key, total: 'failed' }),
      )
    }, COUNT_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, open])

  // A tap on the button before the island ran opened the dialog by the browser's own command: its
  // fields are rendered now that the island runs.
  useEffect(() => {
    if (dialog.current?.open) setOpen(true)
  }, [])

  // Once the island runs, its handlers open and close the sheet instead of the buttons' commands.
  const show = (event: MouseEvent) => {
    event.preventDefault()
    setDraft(state)
    setOpen(true)
    dialog.current?.showModal()
  }
  const close = (event: MouseEvent) => {
    event.preventDefault()
    dialog.current?.close()
  }
  const apply = () => {
    if (!readable) return
    onApply(draft)
    dialog.current?.close()
  }
  const active = sheetFilterCount(state)
  const clearSheet = () => {
    setDraft(withChanges(draft, SHEET_CLEARED))
    setCleared((n) => n + 1)
  }

  return (
    <>
      <button type="button" className="btn-outline h-11 w-full md:hidden" onClick={show} aria-haspopup="dialog" command="show-modal" commandfor={SHEET_ID}>
        {active > 0 ? t('filters.openWithCount', { count: active }) : t('filters.open')}
      </button>
      <dialog
        ref={dialog}
        id={SHEET_ID}
        aria-labelledby="filter-sheet-title"
        onClose={() => setOpen(false)}
        className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-900/50 dark:bg-slate-950 dark:text-white"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 id="filter-sheet-title" className="text-lg font-bold">
              {t('filters.title')}
            </h2>
            <button type="button" className="btn px-3 py-2 text-2xl leading-none" onClick={close} aria-label={t('filters.close')} command="close" commandfor={SHEET_ID}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5">
            {open && (
              <FilterFields
                key={cleared}
                value={draft}
                onChange={(changes) => setDraft((current) => withChanges(current, changes))}
                cities={cities}
                t={t}
                lang={lang}
                idPrefix="sheet"
                commit="input"
                onReadable={setReadable}
                withScope
              />
            )}
          </div>
          <div className="flex gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
            <button type="button" className="btn-outline h-12 flex-1" onClick={clearSheet}>
              {t('filters.clearAll')}
            </button>
            <button type="button" className="btn-primary h-12 flex-[2]" onClick={apply} data-show-results>
              {count === null ? t('filters.counting') : count === 'failed' ? t('filters.countFailed') : t('filters.showResults', { count })}
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}
