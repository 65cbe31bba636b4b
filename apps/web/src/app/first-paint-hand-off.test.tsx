import { render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FirstPaintHandOff } from './first-paint-hand-off'

afterEach(() => document.getElementById('first-paint')?.remove())

describe('FirstPaintHandOff', () => {
  it("takes the server's first paint away once the page is up", async () => {
    const paint = document.createElement('div')
    paint.id = 'first-paint'
    document.body.append(paint)
    render(<FirstPaintHandOff />)
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('does nothing where the page came without one', () => {
    expect(() => render(<FirstPaintHandOff />)).not.toThrow()
  })
})
