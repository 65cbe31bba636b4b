import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { startI18nForTests } from '../i18n/i18n'
import { setTokenSource } from '../lib/api-client'
import { readToken } from '../storage/local-storage'

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
