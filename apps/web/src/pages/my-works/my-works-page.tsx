import { PageShell } from '../../components/page-shell'

export function MyWorksPage() {
  return (
    <PageShell title="My works">
      <h1>My works</h1>
      <p>The pictures you have started and finished appear here.</p>
    </PageShell>
  )
}
