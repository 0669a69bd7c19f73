/** Counts the page's listing as seen, and its "call" and "WhatsApp" links as leads when tapped. */
export function countVisit(page: ParentNode) {
  // One view per visit: a reload in the same tab does not count again.
  const id = page.querySelector<HTMLElement>('[data-listing-id]')?.dataset.listingId
  const key = `viewed:${id}`
  if (id && !sessionStorage.getItem(key)) {
    sessionStorage.setItem(key, '1')
    fetch(`/api/properties/${id}/views`, { method: 'POST', keepalive: true }).catch(() => sessionStorage.removeItem(key))
  }

  // A tap on "call" or "WhatsApp" is a lead: counted once per visit and channel, nothing personal sent.
  for (const link of page.querySelectorAll<HTMLAnchorElement>('[data-contact-channel]')) {
    link.addEventListener('click', () => {
      const channel = link.dataset.contactChannel
      const tapped = `tapped:${id}:${channel}`
      if (!id || sessionStorage.getItem(tapped)) return
      sessionStorage.setItem(tapped, '1')
      fetch(`/api/properties/${id}/contact-clicks`, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel }) }).catch(() =>
        sessionStorage.removeItem(tapped),
      )
    })
  }
}
