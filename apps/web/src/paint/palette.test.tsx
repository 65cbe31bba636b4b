import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { twoSquares } from '../test/two-squares'
import { PaintSession } from './paint-session'
import { Palette, textOn } from './palette'

describe('Palette', () => {
  it('names each colour for screen readers with its number, name and regions left', () => {
    render(<Palette session={new PaintSession(twoSquares)} symbols={false} />)
    expect(screen.getByRole('button', { name: 'Colour 1, red, 1 left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Colour 2, green, 1 left' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('selects a colour on a tap and says when one is done', async () => {
    const session = new PaintSession(twoSquares)
    render(<Palette session={session} symbols={false} />)
    await userEvent.click(screen.getByRole('button', { name: /^Colour 2/ }))
    expect(session.selectedColor).toBe(1)
    act(() => {
      session.fill(2)
    })
    expect(screen.getByRole('button', { name: 'Colour 2, green, done' })).toBeInTheDocument()
  })

  it("shows each colour's own symbol in colour-blind mode, and none otherwise", () => {
    const { container, rerender } = render(
      <Palette session={new PaintSession(twoSquares)} symbols={false} />,
    )
    expect(container.querySelectorAll('.paint-swatch-symbol')).toHaveLength(0)
    rerender(<Palette session={new PaintSession(twoSquares)} symbols />)
    const symbols = [...container.querySelectorAll('.paint-swatch-symbol path')].map((p) =>
      p.getAttribute('d'),
    )
    expect(symbols).toHaveLength(2)
    expect(new Set(symbols).size).toBe(2)
  })

  it('writes numbers in black or white, whichever reads on the swatch', () => {
    expect(textOn('#ffffff')).toBe('#000')
    expect(textOn('#1a1a80')).toBe('#fff')
    expect(textOn('#e0b000')).toBe('#000')
  })
})
