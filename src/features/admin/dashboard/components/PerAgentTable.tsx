import { formatNumber } from '../../../../shared/format.ts'
import { useT } from '../../shared/model/i18n.ts'
import { DataTable, type Column } from '../../shared/ui/DataTable.tsx'
import type { AgentFigures } from '../api.ts'
import { DashboardPanel } from './DashboardPanel.tsx'

type Row = AgentFigures & { id: number }

/** An agency manager's view of the team: each member's listings, inquiries and views. */
export function PerAgentTable({ agents }: { agents: AgentFigures[] }) {
  const { t, lang } = useT()
  const n = (value: number) => formatNumber(value, lang, 0)
  const figure = (key: 'properties' | 'activeProperties' | 'inquiries' | 'unreadInquiries' | 'views'): Column<Row> => ({
    key,
    header: t(`agency.perAgent.${key}`),
    cell: (row) => n(row[key]),
    align: 'right',
    className: 'tabular-nums',
    cellProps: { 'data-figure': key },
    card: 'field',
    cardCell: (row) => <span data-figure={key}>{n(row[key])}</span>,
  })
  const columns: Column<Row>[] = [
    { key: 'name', header: t('agency.perAgent.name'), cell: (row) => row.name, className: 'font-medium', card: 'title' },
    figure('properties'),
    figure('activeProperties'),
    figure('inquiries'),
    figure('unreadInquiries'),
    figure('views'),
  ]
  return (
    <DashboardPanel id="per-agent-title" title={t('agency.perAgent.title')} aside={null}>
      <DataTable name="agent" items={agents.map((agent) => ({ ...agent, id: agent.userId }))} columns={columns} framed={false} />
    </DashboardPanel>
  )
}
