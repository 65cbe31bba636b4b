import { PageShell } from '../../components/page-shell'

export function CreatePage() {
  return (
    <PageShell title="Create">
      <h1>Create</h1>
      <p>Turn one of your own photos into a puzzle, right on your device.</p>
    </PageShell>
  )
}
