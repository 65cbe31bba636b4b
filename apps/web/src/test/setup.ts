import { afterEach } from 'vitest'
import { startI18nForTests } from '../i18n/i18n'
import { setTokenSource } from '../lib/api-client'
import { readToken } from '../storage/local-storage'

// As auth/auth.ts does in the app: calls carry the token stored in localStorage.
setTokenSource(readToken)
// Components render in US English, as they do on a device set to it.
startI18nForTests()

// React's test tools only where there is a page: tests of plain modules run in node
// (`// @vitest-environment node` on their first line) and do not load them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  // findBy and waitFor wait up to 5 s, not 1 s: on a busy two-core machine a page may take longer
  // than a second to answer, and a test should fail on what the page shows, not on the machine.
  configure({ asyncUtilTimeout: 5_000 })
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })
}
