import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FirstPaintHandOff, useLaterPart } from './first-paint-hand-off'

/** A part of the app drawn after the rest, up when its button is pressed. */
function LaterPart() {
  const [up, setUp] = useState(false)
  useLaterPart(up)
  return up ? (
    <nav>tabs</nav>
  ) : (
    <button type="button" onClick={() => setUp(true)}>
      show the part
    </button>
  )
}

afterEach(() => document.getElementById('first-paint')?.remove())

describe('FirstPaintHandOff', () => {
  it("takes the server's first paint away once the page is up", async () => {
    const paint = document.createElement('div')
    paint.id = 'first-paint'
    document.body.append(paint)
    render(<FirstPaintHandOff />)
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('keeps the first paint over the app until a part drawn later is up too', async () => {
    const paint = document.createElement('div')
    paint.id = 'first-paint'
    document.body.append(paint)
    render(
      <>
        <LaterPart />
        <FirstPaintHandOff />
      </>,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.getElementById('first-paint')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'show the part' }))
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('does nothing where the page came without one', () => {
    expect(() => render(<FirstPaintHandOff />)).not.toThrow()
  })
})
