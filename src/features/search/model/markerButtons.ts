/** A marker's element: a button, so the map's results are usable from the keyboard. */
function markerButton(className: string, text: string, label: string, onClick: () => void) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = className
  button.textContent = text
  button.setAttribute('aria-label', label)
  button.addEventListener('click', onClick)
  return button
}

/** A count of crowded points; `onClick` zooms in on them. */
export function clusterButton(count: number, label: string, onClick: () => void) {
  const button = markerButton(
    'grid h-10 min-w-10 place-items-center rounded-full bg-brand-700 px-2 text-sm font-bold text-white shadow-lg ring-4 ring-white/70 focus:outline-none focus-visible:ring-slate-900',
    String(count),
    label,
    onClick,
  )
  button.dataset.mapCluster = String(count)
  return button
}

/** One listing's price; `onClick` shows its card. */
export function pointButton(id: number, price: string, label: string, onClick: () => void) {
  const button = markerButton(
    'rounded-full bg-white px-2 py-1 text-xs font-bold text-slate-900 shadow-md ring-1 ring-slate-300 hover:bg-brand-700 hover:text-white focus:outline-none focus-visible:ring-4 focus-visible:ring-slate-900',
    price,
    label,
    onClick,
  )
  button.dataset.mapPoint = String(id)
  return button
}
