import { PageHeader } from '../ui/PageHeader.tsx'

export function UserForm({ id }: { id?: string }) {
  return <PageHeader title={`UserForm ${id ?? ''}`} />
}
