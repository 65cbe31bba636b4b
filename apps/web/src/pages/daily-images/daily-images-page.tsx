import { PageShell } from '../../components/page-shell'

export function DailyImagesPage() {
  return (
    <PageShell title="Daily pictures">
      <h1>Daily pictures</h1>
      <p>A new picture to colour every day.</p>
    </PageShell>
  )
}
