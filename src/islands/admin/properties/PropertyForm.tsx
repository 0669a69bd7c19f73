import { PageHeader } from '../ui/PageHeader.tsx'

export function PropertyForm({ id }: { id?: string }) {
  return <PageHeader title={`PropertyForm ${id ?? ''}`} />
}
