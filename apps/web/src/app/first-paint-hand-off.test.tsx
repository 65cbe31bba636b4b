import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Later } from '../components/later'
import { FirstPaintHandOff } from './first-paint-hand-off'

afterEach(() => document.getElementById('first-paint')?.remove())

function addFirstPaint(): void {
  const paint = document.createElement('div')
  paint.id = 'first-paint'
  document.body.append(paint)
}

async function nextFrames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

/** Lets every part waiting for a later task be drawn, then goes back to real time. */
function runLaterParts(): void {
  act(() => vi.runAllTimers())
  vi.useRealTimers()
}

describe('FirstPaintHandOff', () => {
  it("takes the server's first paint away once the page is up", async () => {
    addFirstPaint()
    render(<FirstPaintHandOff />)
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('keeps the first paint over the app until a part drawn later is up too', async () => {
    addFirstPaint()
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
    await nextFrames(5)
    expect(document.getElementById('first-paint')).not.toBeNull()
    runLaterParts()
    expect(screen.getByText('tabs')).toBeTruthy()
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('waits for a later part drawn inside another later part', async () => {
    addFirstPaint()
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
    await nextFrames(5)
    expect(document.getElementById('first-paint')).not.toBeNull()
    runLaterParts()
    expect(screen.getByText('cards')).toBeTruthy()
    await waitFor(() => expect(document.getElementById('first-paint')).toBeNull())
  })

  it('does nothing where the page came without one', () => {
    expect(() => render(<FirstPaintHandOff />)).not.toThrow()
  })
})
