// An audit entry's details as one line of text for the screen: `fields: price, title`,
// `roleId: role_admin → role_superadmin`. The details are the server's own record (field names,
// ids), shown as they are: the screen translates the action and the target, not the facts.

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
    if (keys.length === 2 && 'from' in record && 'to' in record) return `${valueText(record.from)} → ${valueText(record.to)}`
    return keys.map((key) => `${key}: ${valueText(record[key])}`).join(', ')
  }
  return String(value)
}

export function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return ''
  return Object.entries(details)
    .map(([key, value]) => (value !== null && typeof value === 'object' && !Array.isArray(value) && !('from' in value) ? `${key} (${valueText(value)})` : `${key}: ${valueText(value)}`))
    .join(' · ')
}
