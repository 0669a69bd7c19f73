// "Edit filters" on /alertas opens the search page with the alert's filters; which alert is being
// edited (and the manage link that may change it) stays in this tab's session storage, not in the
// search's address, so the token never shows in a shared or bookmarked search link.

/** A saved search being edited from its manage link. */
interface AlertEditing {
  id: number
  token: string
}

const KEY = 'alert-editing'

export function startEditingAlert(editing: AlertEditing): void {
  sessionStorage.setItem(KEY, JSON.stringify(editing))
}

/** The alert this tab is editing, or null (none, or storage unavailable or tampered with). */
export function alertBeingEdited(): AlertEditing | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<AlertEditing> | null
    return value && Number.isInteger(value.id) && typeof value.token === 'string' ? { id: value.id!, token: value.token } : null
  } catch {
    return null
  }
}

export function stopEditingAlert(): void {
  sessionStorage.removeItem(KEY)
}
