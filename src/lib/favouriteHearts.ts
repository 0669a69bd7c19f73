import { $favouriteIds, $favourites, toggleFavourite, type Favourite } from './favourites.ts'

// One script for every heart on a page, whether the server or an island drew it: the stored list
// decides which are pressed, in this tab and in every other one.

const parse = (button: HTMLElement): Favourite | null => {
  try {
    const value = JSON.parse(button.dataset.favourite ?? '') as Favourite
    return Number.isInteger(value.id) ? value : null
  } catch {
    return null
  }
}

function paint(button: HTMLElement, ids: Set<number>) {
  const favourite = parse(button)
  if (favourite) button.setAttribute('aria-pressed', String(ids.has(favourite.id)))
}

function paintAll(root: ParentNode = document) {
  const ids = $favouriteIds.get()
  root.querySelectorAll<HTMLElement>('[data-favourite]').forEach((button) => paint(button, ids))
}

function announce(saved: boolean) {
  const status = document.querySelector<HTMLElement>('[data-favourites-status]')
  if (status) status.textContent = (saved ? status.dataset.saved : status.dataset.removed) ?? ''
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-favourite]')
  if (!button) return
  event.preventDefault()
  const favourite = parse(button)
  if (favourite) announce(toggleFavourite(favourite))
})

$favouriteIds.subscribe(() => paintAll())
$favourites.subscribe((list) => {
  document.querySelectorAll<HTMLElement>('[data-favourites-count]').forEach((badge) => {
    badge.textContent = String(list.length)
    badge.hidden = list.length === 0
  })
})

// Cards an island draws later (a new page of results) get their state as they arrive.
new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (node instanceof HTMLElement) {
        if (node.matches('[data-favourite]')) paint(node, $favouriteIds.get())
        else paintAll(node)
      }
    })
  }
}).observe(document.body, { childList: true, subtree: true })
