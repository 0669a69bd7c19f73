import { PageHeader } from '../ui/PageHeader.tsx'

export function UserList() {
  return <PageHeader title="UserList" />
}
