import { PageHeader } from '../ui/PageHeader.tsx'

export function PropertyTypeList() {
  return <PageHeader title="PropertyTypeList" />
}
