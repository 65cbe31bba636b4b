import { PageShell } from '../../components/page-shell'

export function SignInPage() {
  return (
    <PageShell title="Sign in">
      <h1>Sign in</h1>
      <p>Sign in to keep your paintings on every device.</p>
    </PageShell>
  )
}
