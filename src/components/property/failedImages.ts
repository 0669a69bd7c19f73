/**
 * PropertyImage's fallback for cards rendered on the server without React: a photo that fails to
 * load becomes the 'no image' placeholder, including one that failed before this script ran.
 */
export function replaceFailedImages(root: HTMLElement, noImageText: string): void {
  const replace = (image: HTMLImageElement) => {
    const box = image.parentElement
    if (!box) return
    box.classList.add('flex', 'items-center', 'justify-center', 'text-sm', 'font-medium', 'text-slate-600', 'dark:text-slate-300')
    const text = document.createElement('span')
    text.textContent = noImageText
    image.replaceWith(text)
  }
  root.addEventListener('error', (event) => event.target instanceof HTMLImageElement && replace(event.target), true)
  for (const image of root.querySelectorAll('img')) if (image.complete && image.naturalWidth === 0) replace(image)
}
