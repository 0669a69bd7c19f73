import { useStore } from '@nanostores/react'
import { $session } from '../../../../lib/session.ts'
import { useT } from '../../shared/model/i18n.ts'
import { useConfirmedDelete } from '../../shared/model/useConfirmedDelete.ts'
import { Badge } from '../../shared/ui/Badge.tsx'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { DataTable, type Column } from '../../shared/ui/DataTable.tsx'
import { RowAction } from '../../shared/ui/RowActions.tsx'
import { removeMember, type AgencyMember } from '../api.ts'

interface Props {
  members: AgencyMember[]
  /** The manager removes agents; an agent only reads the list. */
  canManage: boolean
  onRemoved: (id: number) => void
}

/** The agency's people: role, whether they have signed up yet, their listings; the manager removes an agent after a confirmation. */
export function MemberList({ members, canManage, onRemoved }: Props) {
  const { t } = useT()
  const me = useStore($session).user
  const removal = useConfirmedDelete({
    remove: (member: AgencyMember) => removeMember(member.id),
    removed: (member) => onRemoved(member.id),
    done: (member) => t('agency.members.removed', { name: member.name }),
    failed: (failure) => failure.message || t('agency.members.removeError'),
  })

  const state = (m: AgencyMember) =>
    m.invited ? <Badge tone="amber">{t('agency.members.invited')}</Badge> : <Badge tone={m.isActive ? 'green' : 'slate'}>{t(m.isActive ? 'agency.members.active' : 'agency.members.inactive')}</Badge>
  const columns: Column<AgencyMember>[] = [
    { key: 'name', header: t('agency.members.col.name'), cell: (m) => m.name, className: 'font-medium', card: 'title' },
    {
      key: 'email',
      header: t('agency.members.col.email'),
      cell: (m) => m.email,
      className: 'break-all',
      card: 'detail',
      cardCell: (m) => <p className="text-sm break-all text-slate-600 dark:text-slate-400">{m.email}</p>,
    },
    { key: 'role', header: t('agency.members.col.role'), cell: (m) => <Badge tone="blue">{t(`agency.roles.${m.agencyRole}`)}</Badge>, card: 'aside' },
    { key: 'state', header: t('agency.members.col.state'), cell: state, card: 'meta' },
    {
      key: 'listings',
      header: t('agency.members.col.listings'),
      cell: (m) => m.listings,
      align: 'right',
      className: 'tabular-nums',
      card: 'meta',
      cardCell: (m) => <span>{t('agency.members.listingsCount', { count: m.listings })}</span>,
    },
  ]
  if (canManage) {
    columns.push({
      key: 'actions',
      header: t('agency.members.col.actions'),
      cell: (m) =>
        m.agencyRole === 'agent' && m.id !== me?.id ? (
          <RowAction icon="trash" label={t('agency.members.remove')} name={t('agency.members.removeNamed', { name: m.name })} onClick={() => removal.ask(m)} danger />
        ) : null,
      card: 'footer',
    })
  }
  return (
    <>
      <DataTable name="member" items={members} columns={columns} />
      <ConfirmDialog {...removal.dialog} danger title={t('agency.members.confirmTitle', { name: removal.target?.name ?? '' })} confirmLabel={t('agency.members.remove')}>
        {t('agency.members.confirmText')}
      </ConfirmDialog>
    </>
  )
}
