import { PageShell } from '../../components/page-shell'

export function HomePage() {
  return (
    <PageShell title="Gallery">
      <h1>Gallery</h1>
      <p>Pick a picture from the gallery and colour it number by number.</p>
    </PageShell>
  )
}
