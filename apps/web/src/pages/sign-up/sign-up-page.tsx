import { PageShell } from '../../components/page-shell'

export function SignUpPage() {
  return (
    <PageShell title="Sign up">
      <h1>Sign up</h1>
      <p>Create an account to keep your paintings on every device.</p>
    </PageShell>
  )
}
