import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UpdatePrompt } from './update-prompt'
import { announceUpdate } from './update-store'

afterEach(() => announceUpdate(null))

describe('UpdatePrompt', () => {
  it('says nothing while no new version is waiting', () => {
    render(<UpdatePrompt />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('offers a waiting version, and Reload lets it take over', async () => {
    const apply = vi.fn()
    render(<UpdatePrompt />)
    act(() => announceUpdate({ apply }))
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Huey is ready.')
    await userEvent.click(screen.getByText('Reload'))
    expect(apply).toHaveBeenCalledOnce()
  })

  it('goes away with Later, and the version waits for the next start', async () => {
    const apply = vi.fn()
    render(<UpdatePrompt />)
    act(() => announceUpdate({ apply }))
    await userEvent.click(screen.getByText('Later'))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(apply).not.toHaveBeenCalled()
  })
})
