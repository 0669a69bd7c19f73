import { describe, expect, it } from 'vitest'
import { auditQueryOf, auditStateSearch, changeAuditState, isDay, readAuditState, reversedDays } from '../../src/features/admin/audit/model/auditState.ts'
import { detailsText } from '../../src/features/admin/audit/model/auditText.ts'
import { AUDIT_ACTIONS, auditActionKey } from '../../src/shared/audit.ts'
import es from '../../i18n/admin/es.json'

// The Actividad screen's address and what it asks the API for.

describe('the Actividad screen keeps its filters in the address', () => {
  it('reads a full address and writes it back the same', () => {
    const search = '?actor=maria&action=auth.&from=2026-11-01&to=2026-11-26&size=50&page=2'
    const state = readAuditState(Object.fromEntries(new URLSearchParams(search)))
    expect(state).toEqual({ page: 2, size: 50, actor: 'maria', action: 'auth.', from: '2026-11-01', to: '2026-11-26' })
    expect(auditStateSearch(state)).toBe(search)
  })

  it('drops hand-edited nonsense for the defaults, never an error', () => {
    expect(readAuditState({ page: '0', size: '7', action: 'auth', from: '2026-02-30', to: 'tomorrow', actor: '  ' })).toEqual({ page: 1, size: 25, actor: '', action: '', from: '', to: '' })
    expect(auditStateSearch(readAuditState({}))).toBe('')
  })

  it('a new filter starts at page 1; a page change keeps the filters', () => {
    const state = readAuditState({ page: '3', action: 'user.delete' })
    expect(changeAuditState(state, { actor: 'ana' })).toMatchObject({ page: 1, actor: 'ana', action: 'user.delete' })
    expect(changeAuditState(state, { page: 4 })).toMatchObject({ page: 4, action: 'user.delete' })
  })

  it("asks for the admin's own days as instants, the last day included", () => {
    const query = auditQueryOf(readAuditState({ from: '2026-03-01', to: '2026-03-01', actor: '7' }))
    expect(query).toEqual({ page: 1, limit: 25, actor: '7', from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 2, 2).toISOString() })
    expect(reversedDays({ from: '2026-03-02', to: '2026-03-01' })).toBe(true)
    expect(reversedDays({ from: '2026-03-01', to: '2026-03-01' })).toBe(false)
    expect(isDay('2024-02-29')).toBe(true)
    expect(isDay('2025-02-29')).toBe(false)
  })
})

describe('every action has its words', () => {
  it('each action name has a Spanish label (the three dictionaries hold the same keys)', () => {
    const labels = es.audit.actions as Record<string, string>
    for (const action of AUDIT_ACTIONS) expect(labels[auditActionKey(action)], action).toBeTruthy()
    expect(Object.keys(labels)).toHaveLength(AUDIT_ACTIONS.length)
  })

  it('details read as one line', () => {
    expect(detailsText({ fields: ['price', 'title'] })).toBe('fields: price, title')
    expect(detailsText({ from: 'role_admin', to: 'role_superadmin' })).toBe('from: role_admin · to: role_superadmin')
    expect(detailsText({ isActive: { from: true, to: false } })).toBe('isActive: true → false')
    expect(detailsText({ export: 'inquiries', filters: { isRead: false } })).toBe('export: inquiries · filters (isRead: false)')
    expect(detailsText(null)).toBe('')
  })
})
