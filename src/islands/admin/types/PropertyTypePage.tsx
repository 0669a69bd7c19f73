import { PageHeader } from '../ui/PageHeader.tsx'

export function PropertyTypePage({ id }: { id?: string }) {
  return <PageHeader title={`PropertyTypePage ${id ?? ''}`} />
}
