/** `Casa en Cumbayá` → `casa-en-cumbaya`; listings append their id so slugs stay unique. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
  return slug || 'propiedad'
}

export const listingSlug = (title: string, id: number) => `${slugify(title)}-${id}`
