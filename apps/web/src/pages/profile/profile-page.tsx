import { PageShell } from '../../components/page-shell'

export function ProfilePage() {
  return (
    <PageShell title="Profile">
      <h1>Profile</h1>
      <p>Your account.</p>
    </PageShell>
  )
}
