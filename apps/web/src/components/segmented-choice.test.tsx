import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SegmentedChoice } from './segmented-choice'

const levels = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
] as const

describe('SegmentedChoice', () => {
  it('is a radio group named for what it chooses, with the current choice checked', () => {
    render(
      <SegmentedChoice label="Difficulty" choices={levels} value="medium" onChange={vi.fn()} />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Difficulty' })
    expect(group).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'Hard' }) as HTMLInputElement).checked).toBe(false)
  })

  it('reports the choice clicked, by its words, and the keyboard reaches it', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<SegmentedChoice label="Difficulty" choices={levels} value="easy" onChange={onChange} />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Easy' }))
    await user.click(screen.getByText('Hard'))
    expect(onChange).toHaveBeenLastCalledWith('hard')
  })
})
