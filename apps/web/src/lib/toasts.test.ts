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

  it('keeps a toast asked for before the host mounted, and shows it once the host is there', () => {
    showToast('You were signed out.', 'warning')
    const shown: string[] = []
    const stop = onToast((t) => shown.push(t.message))
    stop()
    const again: string[] = []
    onToast((t) => again.push(t.message))()
    expect(shown).toContain('You were signed out.')
    expect(again).not.toContain('You were signed out.')
  })
})
