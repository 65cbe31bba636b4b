import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Later } from '../components/later'
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

  it('keeps the first paint over the app until a part drawn later is up too', async () => {
    const paint = document.createElement('div')
    paint.id = 'first-paint'
    document.body.append(paint)
    // The later part's task waits until the test lets it run; frames go on meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(
      <>
        <Later>
          <nav>tabs</nav>
        </Later>
        <FirstPaintHandOff />
      </>,
    )
    for (let frame = 0; frame < 5; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    expect(document.getElementById('first-paint')).not.toBeNull()
    act(() => vi.runAllTimers())
    vi.useRealTimers()
    expect(screen.getByText('tabs')).toBeTruthy()
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('waits for a later part drawn inside another later part', async () => {
    const paint = document.createElement('div')
    paint.id = 'first-paint'
    document.body.append(paint)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(
      <>
        <Later>
          <p>filters</p>
          <Later>
            <p>cards</p>
          </Later>
        </Later>
        <FirstPaintHandOff />
      </>,
    )
    act(() => vi.advanceTimersToNextTimer())
    expect(screen.getByText('filters')).toBeTruthy()
    for (let frame = 0; frame < 5; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    expect(document.getElementById('first-paint')).not.toBeNull()
    act(() => vi.runAllTimers())
    vi.useRealTimers()
    expect(screen.getByText('cards')).toBeTruthy()
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('does nothing where the page came without one', () => {
    expect(() => render(<FirstPaintHandOff />)).not.toThrow()
  })
})
