/** Hands a downloaded file to the browser's download, under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started reading the blob by then; keeping the URL longer only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
