import { PageHeader } from '../ui/PageHeader.tsx'

export function InquiriesInbox() {
  return <PageHeader title="InquiriesInbox" />
}
