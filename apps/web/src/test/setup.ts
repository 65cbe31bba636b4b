import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  // Some tests run in the node environment (files under test there, not a page).
  if (typeof document === 'undefined') return
  cleanup()
  localStorage.clear()
})
