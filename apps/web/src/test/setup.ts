import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { startI18nForTests } from '../i18n/i18n'
import { setTokenSource } from '../lib/api-client'
import { readToken } from '../storage/local-storage'

// findBy and waitFor wait up to 5 s, not 1 s: on a busy two-core machine a page may take longer than a
// second to answer, and a test should fail on what the page shows, not on how loaded the machine is.
configure({ asyncUtilTimeout: 5_000 })

// As auth/auth.ts does in the app: calls carry the token stored in localStorage.
setTokenSource(readToken)
// Components render in US English, as they do on a device set to it.
startI18nForTests()

afterEach(() => {
  // Some tests run in the node environment (files under test there, not a page).
  if (typeof document === 'undefined') return
  cleanup()
  localStorage.clear()
})
