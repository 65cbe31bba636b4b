import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Later } from './later'

describe('Later', () => {
  it('draws its children a task after the rest of the page', async () => {
    render(
      <main>
        <h1>Gallery</h1>
        <Later>
          <nav>tabs</nav>
        </Later>
      </main>,
    )
    expect(screen.getByText('Gallery')).toBeTruthy()
    expect(screen.queryByText('tabs')).toBeNull()
    expect(await screen.findByText('tabs')).toBeTruthy()
  })
})
