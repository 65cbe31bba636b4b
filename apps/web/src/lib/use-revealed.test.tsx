import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useRevealed } from './use-revealed'

const items = Array.from({ length: 30 }, (_, i) => `item ${i + 1}`)

function List({ total }: { readonly total: number }) {
  const shown = useRevealed(total, 4, 8)
  return (
    <ul>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

describe('useRevealed', () => {
  it('draws the first items at once and the rest in the tasks that follow, up to all of them', async () => {
    render(<List total={30} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30))
    expect(screen.getByText('item 30')).toBeTruthy()
  })

  it('draws a list shorter than the first step whole at once', () => {
    render(<List total={3} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('goes on drawing when the list grows after the first items', async () => {
    const { rerender } = render(<List total={0} />)
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    rerender(<List total={20} />)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20))
  })
})
