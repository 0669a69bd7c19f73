import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { $router, navigate } from '../../shared/model/router.ts'
import { auditStateSearch, changeAuditState, readAuditState, type AuditListState } from './auditState.ts'

/** The Actividad screen's filters and page, read from the address and changed by navigating (one history entry each). */
export function useAuditState() {
  const route = useStore($router)
  const state = readAuditState(route?.search ?? {})
  const change = useCallback((changes: Partial<AuditListState>, replace = false) => {
    const current = readAuditState($router.get()?.search ?? {})
    navigate(location.pathname + auditStateSearch(changeAuditState(current, changes)), replace)
  }, [])
  return { state, change, key: auditStateSearch(state) }
}
