import { useId } from 'react'
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, auditActionKey } from '../../../../shared/audit.ts'
import { useT } from '../../shared/model/i18n.ts'
import { SearchBox } from '../../shared/ui/SearchBox.tsx'
import { reversedDays, type AuditActionFilter, type AuditListState } from '../model/auditState.ts'

interface Props {
  state: AuditListState
  onChange: (changes: Partial<AuditListState>) => void
}

const groupName = (group: string) => group.slice(0, -1) as 'auth' | 'user' | 'listing' | 'export' | 'outbox' | 'report' | 'currency' | 'property_type' | 'visitor'

/** Who (part of an email or a user number), which action or group of actions, and between which days. */
export function AuditFilters({ state, onChange }: Props) {
  const { t } = useT()
  const actionId = useId()
  const fromId = useId()
  const toId = useId()
  const errorId = useId()
  const reversed = reversedDays(state)
  const filtered = Boolean(state.actor || state.action || state.from || state.to)
  return (
    <div role="group" aria-label={t('audit.filtersLabel')} className="mb-4 flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,20rem)_minmax(0,18rem)_auto_auto_auto] xl:items-end">
        <div className="flex flex-col gap-1 text-sm font-medium">
          <span aria-hidden="true">{t('audit.actor')}</span>
          <SearchBox value={state.actor} onSearch={(actor) => onChange({ actor })} label={t('audit.actor')} placeholder={t('audit.actorPlaceholder')} />
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={actionId}>{t('audit.action')}</label>
          <select id={actionId} className="field" value={state.action} onChange={(event) => onChange({ action: event.target.value as AuditActionFilter | '' })}>
            <option value="">{t('audit.allActions')}</option>
            {AUDIT_ACTION_GROUPS.map((group) => (
              <optgroup key={group} label={t(`audit.groups.${groupName(group)}`)}>
                <option value={group}>{t('audit.groupAll', { group: t(`audit.groups.${groupName(group)}`) })}</option>
                {AUDIT_ACTIONS.filter((action) => action.startsWith(group)).map((action) => (
                  <option key={action} value={action}>
                    {t(`audit.actions.${auditActionKey(action)}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={fromId}>{t('audit.from')}</label>
          <input id={fromId} type="date" className="field" value={state.from} max={state.to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={toId}>{t('audit.to')}</label>
          <input
            id={toId}
            type="date"
            className="field"
            value={state.to}
            min={state.from || undefined}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? errorId : undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        {filtered && (
          <button type="button" className="btn-outline self-end" onClick={() => onChange({ actor: '', action: '', from: '', to: '' })}>
            {t('audit.clear')}
          </button>
        )}
      </div>
      {reversed && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {t('audit.reversedDays')}
        </p>
      )}
    </div>
  )
}
