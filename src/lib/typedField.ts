/** A form field a visitor types or chooses into, found by its id (null for anything else). */
export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export const typedField = (id: string): TypedField | null => {
  const field = document.getElementById(id)
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field : null
}
