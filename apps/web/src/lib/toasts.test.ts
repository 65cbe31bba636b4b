// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { onToast, showToast, type Toast } from './toasts'

describe('showToast', () => {
  it('shows for 2000 ms in the success colour unless told otherwise (SPEC.md section 9)', () => {
    const shown: Toast[] = []
    const stop = onToast((t) => shown.push(t))
    showToast('Account created. Please sign in.')
    showToast('Email and password are required.', 'danger')
    stop()
    showToast('after the host went away')
    expect(shown.map(({ message, color, duration }) => ({ message, color, duration }))).toEqual([
      { message: 'Account created. Please sign in.', color: 'success', duration: 2000 },
      { message: 'Email and password are required.', color: 'danger', duration: 2000 },
    ])
    expect(shown[0]?.id).not.toBe(shown[1]?.id)
  })
})
